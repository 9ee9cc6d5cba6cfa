import type { Account } from '@casino/contracts';
import { paymentApi } from '@casino/contracts/api';
import { ACCOUNT_STATUS } from '@casino/contracts/enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError, call } from '../../lib/api';
import { useReloadLimits } from '../../lib/player-limits';
import { useSession } from '../../lib/session/session-store';
import { useAccounts } from './use-wallet-accounts';

export type PaymentKind = 'deposit' | 'withdrawal';

/**
 * Deposit over a deposit limit (docs/product/errors.md#deposit-limit): the methods are emptied, a
 * flag set and the limits reloaded.
 */
export const DEPOSIT_LIMIT_CODE = 13100;

/** The active account (status 1), else the first one. */
export function useActiveAccount(): Account | undefined {
  return activeAccountOf(useAccounts().data);
}

export const activeAccountOf = (accounts: readonly Account[] | undefined): Account | undefined =>
  accounts?.find((a) => a.status === ACCOUNT_STATUS.active) ?? accounts?.[0];

/** The methods query of a kind and currency (shared by the panes and the wallet button). */
export const paymentMethodsQuery = (kind: PaymentKind, currency: string | undefined) => ({
  queryKey: ['payment', 'methods', kind, currency],
  queryFn: () =>
    call(kind === 'deposit' ? paymentApi.listDepositMethods : paymentApi.listWithdrawalMethods, {
      // `enabled` waits for a currency.
      query: { currency: currency ?? '' },
    }).then((r) => r.items),
  retry: false,
});

/**
 * A deposit refused with 13100: the deposit methods are asked again (they answer 13100 too, so the
 * pane shows the limit notice) and the limits reloaded. True when the error was that refusal.
 */
export function useDepositLimitRefusal() {
  const client = useQueryClient();
  const reloadLimits = useReloadLimits();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.code === DEPOSIT_LIMIT_CODE)) return false;
      void client.invalidateQueries({ queryKey: ['payment', 'methods', 'deposit'] });
      void reloadLimits();
      return true;
    },
    [client, reloadLimits],
  );
}

/** Methods for a currency; a deposit-limit refusal gives no methods and `isLimitReached`. */
export function usePaymentMethods(kind: PaymentKind, currency: string | undefined) {
  const query = useQuery({
    ...paymentMethodsQuery(kind, currency),
    enabled: Boolean(currency),
    // The wallet opens at once on what the page loaded when idle and asks again: a limit set
    // since (on another device) answers 13100 and the pane shows it.
    refetchOnMount: 'always',
  });
  const isLimitReached = query.error instanceof ApiError && query.error.code === DEPOSIT_LIMIT_CODE;
  const reloadLimits = useReloadLimits();
  // Each 13100 answer (its errorUpdatedAt) reloads the limits the player sees.
  const limitRefusedAt = isLimitReached ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (limitRefusedAt) void reloadLimits();
  }, [limitRefusedAt, reloadLimits]);
  // A refused list (docs/product/errors.md): no methods, and its code kept for the pane to show.
  const errorCode = query.error
    ? query.error instanceof ApiError
      ? query.error.code
      : 'network'
    : null;
  return {
    methods: errorCode !== null ? [] : (query.data ?? null),
    isLimitReached,
    errorCode,
  };
}

/** Payment methods the player used before, masked; loaded once signed in. */
export function useSavedMethods() {
  const { status } = useSession();
  return useQuery({
    queryKey: ['payment', 'saved-methods'],
    queryFn: () => call(paymentApi.listSavedMethods).then((r) => r.items),
    enabled: status === 'player',
  });
}
