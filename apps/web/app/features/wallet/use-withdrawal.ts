import { paymentApi } from '@casino/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** The fee of a withdrawal of `amount` (null: not a valid amount yet) by `method`. */
export function useWithdrawalFees(currency: string, amount: number | null, method?: string) {
  return useQuery({
    queryKey: ['payment', 'fees', currency, amount, method],
    queryFn: () =>
      call(paymentApi.getFees, {
        query: { currency, amount: amount ?? 0, invoiceType: 'withdrawal', method: method ?? '' },
      }),
    enabled: amount !== null && Boolean(method),
  });
}

/** The wagering still required before a withdrawal (docs/product/errors.md). */
export function useTurnover(currency: string) {
  return useQuery({
    queryKey: ['payment', 'turnover', currency],
    queryFn: () => call(paymentApi.getTurnover, { query: { currency } }),
  });
}
