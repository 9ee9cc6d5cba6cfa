import { walletApi } from '@casino/contracts/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { walletKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session/session-store';

/**
 * Where the player stands in `currency` (issue 35): today, this week, this month and since
 * joining, read again whenever `balance` moves (the live balance tells a round or a payment
 * happened), the last answer shown meanwhile.
 */
export function useNetPosition(currency: string | null | undefined, balance?: number) {
  const { status } = useSession();
  return useQuery({
    queryKey: walletKeys.netPosition(currency ?? '', balance ?? null),
    queryFn: () => call(walletApi.getNetPosition, { query: { currency: currency! } }),
    enabled: status === 'player' && !!currency,
    placeholderData: keepPreviousData,
  });
}
