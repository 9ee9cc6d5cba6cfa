import type { RealityCheck } from '@casino/contracts';
import { limitsApi } from '@casino/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session/session-store';

const KEY = ['player', 'reality-check'] as const;

/** The session's reality check (limitsApi.getRealityCheck), once signed in. */
export function useRealityCheck() {
  const { status } = useSession();
  return useQuery({
    queryKey: KEY,
    queryFn: () => call(limitsApi.getRealityCheck),
    enabled: status === 'player',
  });
}

/** Choose the interval, or acknowledge the pause; the answer replaces the cached state. */
export function useRealityCheckActions() {
  const client = useQueryClient();
  const store = (value: RealityCheck) => client.setQueryData(KEY, value);
  const choose = useMutation({
    mutationFn: (minutes: number) => call(limitsApi.setRealityCheck, { body: { minutes } }),
    onSuccess: store,
  });
  const acknowledge = useMutation({
    mutationFn: () => call(limitsApi.acknowledgeRealityCheck),
    onSuccess: store,
  });
  return { choose, acknowledge, refetch: () => client.invalidateQueries({ queryKey: KEY }) };
}
