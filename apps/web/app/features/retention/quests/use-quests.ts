import type { PlayerQuest, Wheel, WheelSpin } from '@casino/contracts';
import { retentionQuestsApi } from '@casino/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api';
import { walletKeys } from '../../../lib/query-keys';
import { onRealtimeMessage } from '../../../lib/realtime/bus';
import { useSession } from '../../../lib/session/session-store';
import { ui } from '../../../lib/ui-store';

/** Every retention query starts with 'retention': the quests channel refreshes them. */
export const questKeys = {
  quests: ['retention', 'quests'] as const,
  playerQuests: ['retention', 'player-quests'] as const,
  wheels: ['retention', 'wheels'] as const,
};

export type SpinResult = { spin: WheelSpin; wheel: Wheel };

export function useQuests() {
  const { status } = useSession();
  return useQuery({
    queryKey: questKeys.quests,
    queryFn: () => call(retentionQuestsApi.listQuests).then((r) => r.items),
    enabled: status === 'player',
  });
}

export function usePlayerQuests() {
  const { status } = useSession();
  return useQuery({
    queryKey: questKeys.playerQuests,
    queryFn: () => call(retentionQuestsApi.listPlayerQuests).then((r) => r.items),
    enabled: status === 'player',
  });
}

export function useWheels() {
  const { status } = useSession();
  return useQuery({
    queryKey: questKeys.wheels,
    queryFn: () => call(retentionQuestsApi.listWheels).then((r) => r.items),
    enabled: status === 'player',
  });
}

/** Take or give up a quest; the lists refresh after. */
export function useQuestActions() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: ['retention'] });
  const activate = useMutation({
    mutationFn: (id: string) => call(retentionQuestsApi.activateQuest, { params: { id } }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => call(retentionQuestsApi.cancelPlayerQuest, { params: { id } }),
    onSuccess: refresh,
  });
  return { activate, cancel };
}

/** One spin; the key is made per tap, so a retry of the same tap spins once. */
export function useSpin(wheelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { clientSeed: string; idempotencyKey: string }) =>
      call(retentionQuestsApi.spinWheel, { params: { id: wheelId }, body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: walletKeys.accounts });
      // The wheel lists (/wheels, /quests) count one spin less: fetched again where next shown,
      // not now (the spinning wheel keeps its own state until it stops).
      void client.invalidateQueries({ queryKey: questKeys.wheels, refetchType: 'none' });
    },
  });
}

/**
 * `retention:quests#{playerId}` pushes: the quest lists refresh, and a completed quest is
 * announced (with its reward) wherever the player is on the site.
 */
export function useQuestPushes(completed: (quest: PlayerQuest) => string) {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtimeMessage((message) => {
        const pushed = message as unknown as { type: string; playerQuest?: PlayerQuest };
        if (pushed.type !== 'retention.player-quest.updated' || !pushed.playerQuest) return;
        void client.invalidateQueries({ queryKey: ['retention'] });
        // The outcome of the player's own play, with the reward credited: never dropped by the
        // alert throttle (a missed deposit's toast, read at the page's start, may come just
        // before it; docs/product/constants.md).
        if (pushed.playerQuest.status === 'completed') {
          ui.toast({ kind: 'success', title: completed(pushed.playerQuest) }, undefined, {
            isAnswer: true,
          });
        }
      }),
    [client, completed],
  );
}
