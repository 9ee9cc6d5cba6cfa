import { limitsApi } from '@casino/contracts/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from './api';
import { useSession } from './session/session-store';

/** The player's limits (docs/decisions/026), shared by the limits screen and the wallet. */
export const limitsKey = ['player', 'limits'] as const;

/** The player's limits, loaded once signed in (the cache is cleared on logout). */
export function usePlayerLimits() {
  const { status } = useSession();
  return useQuery({
    queryKey: limitsKey,
    queryFn: () => call(limitsApi.listLimits),
    enabled: status === 'player',
  });
}

/** Reloads the limits wherever they are shown (after a deposit-limit refusal, 13100). */
export function useReloadLimits() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: limitsKey }), [client]);
}
