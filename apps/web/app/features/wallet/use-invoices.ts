import { paymentApi } from '@casino/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { call, useEndpointMutation } from '../../lib/api';
import { walletKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session/session-store';

/** One page of the payments history for a query string (`type=…&status=…&page=…`). */
export function useInvoices(query: string) {
  const { status } = useSession();
  return useQuery({
    queryKey: walletKeys.invoices(query),
    queryFn: () => call(paymentApi.listInvoices, { query: new URLSearchParams(query) }),
    enabled: status === 'player',
  });
}

export const useCreateWithdrawal = () => useEndpointMutation(paymentApi.createWithdrawal);
export const useDeclineInvoice = () => useEndpointMutation(paymentApi.declineInvoice);
