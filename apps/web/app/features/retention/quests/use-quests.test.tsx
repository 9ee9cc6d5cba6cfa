// @vitest-environment happy-dom
import type { PlayerQuest, RealtimeMessage } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { dispatchRealtimeMessage } from '../../../lib/realtime/bus';
import { ui } from '../../../lib/ui-store';
import { useQuestPushes } from './use-quests';

const pushed = (status: PlayerQuest['status']) =>
  ({
    type: 'retention.player-quest.updated',
    id: `push-${status}`,
    version: 1,
    playerQuest: { title: 'Three spins warm-up', status } as PlayerQuest,
  }) as unknown as RealtimeMessage;

describe('quest pushes', () => {
  it('announces a completed quest even right after another toast (the alert throttle)', () => {
    const client = new QueryClient();
    renderHook(() => useQuestPushes((quest) => `Quest complete: ${quest.title}`), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    // A missed deposit's toast, read at the page's start, lands just before the quest's.
    ui.toast({ kind: 'success', title: 'Deposit received' }, undefined, { isAnswer: true });
    dispatchRealtimeMessage(pushed('active'));
    dispatchRealtimeMessage(pushed('completed'));
    expect(ui.get().toasts.map((toast) => toast.title)).toEqual([
      'Deposit received',
      'Quest complete: Three spins warm-up',
    ]);
  });
});
