import { limitsApi } from '@casino/contracts/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from './api';
import { useSession } from './session/session-store';
import { useSite, useT } from './site';

/** The player's limits (docs/decisions/026), shared by the limits screen and the wallet. */
export const limitsKey = ['player', 'limits'] as const;

/**
 * The player's limits, loaded once signed in (the cache is cleared on logout). `isFresh`: the
 * limits screen asks again each time it opens (a limit set on another device shows at once),
 * elsewhere a minute-old answer is fine.
 */
export function usePlayerLimits({ isFresh = false }: { isFresh?: boolean } = {}) {
  const { status } = useSession();
  return useQuery({
    queryKey: limitsKey,
    queryFn: () => call(limitsApi.listLimits),
    enabled: status === 'player',
    ...(isFresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** Reloads the limits wherever they are shown (after a deposit-limit refusal, 13100). */
export function useReloadLimits() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: limitsKey }), [client]);
}

/**
 * What a running time-out or self-exclusion closes, and until when (the limits list's
 * `excludedUntil`); the general sentence while the limits load.
 */
export function useExclusionText(): string {
  const t = useT();
  const { locale } = useSite();
  const { data } = usePlayerLimits();
  if (!data?.isExcluded) return t('limits.reachedExcluded');
  if (!data.excludedUntil) return t('limits.activePermanent');
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(data.excludedUntil),
  );
  return t('limits.activeUntil', { until });
}

/** True while a time-out or self-exclusion runs (deposits and real-money play are closed). */
export function useIsExcluded(): boolean {
  return usePlayerLimits().data?.isExcluded ?? false;
}
