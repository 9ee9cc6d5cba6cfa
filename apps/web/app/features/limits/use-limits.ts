import { limitsApi } from '@casino/contracts/api';
import { useEndpointMutation } from '../../lib/api';
import { usePlayerLimits, useReloadLimits } from '../../lib/player-limits';

/** The player's limits (docs/decisions/026, limitsApi.listLimits) with `reload`, asked afresh on each opening of a limits screen. */
export function useLimits() {
  const { data, error } = usePlayerLimits({ isFresh: true });
  const reload = useReloadLimits();
  return { data: data ?? null, error, reload };
}

/** One change: set, remove, confirm, cancel, or a time-out / self-exclusion. */
export const useChangeLimit = () => useEndpointMutation(limitsApi.changeLimit);
