import { limitsApi } from '@casino/contracts/api';
import { useEndpointMutation } from '../../lib/api';
import { usePlayerData } from '../../lib/session/use-player-data';

/** The player's limits (docs/decisions/026, limitsApi.listLimits) with `reload`. */
export const useLimits = () => usePlayerData(limitsApi.listLimits);

/** One change: set, remove, confirm, cancel, or a time-out / self-exclusion. */
export const useChangeLimit = () => useEndpointMutation(limitsApi.changeLimit);
