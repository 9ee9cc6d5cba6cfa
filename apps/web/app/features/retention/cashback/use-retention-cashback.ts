import { retentionCashbackApi } from '@casino/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/session/session-store';

/**
 * Cashback and referrals are keyed under 'bonus' and 'wallet' refreshes: a payout arrives with
 * `wallet.balance.changed`, whose push refreshes the accounts and these with them.
 */
export const cashbackKeys = {
  summary: (currency: string) => ['bonus', 'cashback', currency] as const,
  referrals: ['bonus', 'referrals'] as const,
};

/** The current period's cashback and the last payouts in `currency`. */
export function useCashback(currency: string | undefined) {
  const { status } = useSession();
  return useQuery({
    queryKey: cashbackKeys.summary(currency ?? ''),
    queryFn: () => call(retentionCashbackApi.getCashback, { query: { currency: currency! } }),
    enabled: status === 'player' && Boolean(currency),
  });
}

/** The player's referral link, friends and rewards. */
export function useReferrals() {
  const { status } = useSession();
  return useQuery({
    queryKey: cashbackKeys.referrals,
    queryFn: () => call(retentionCashbackApi.getReferrals),
    enabled: status === 'player',
  });
}
