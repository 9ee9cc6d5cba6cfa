import { describe, expect, it } from 'vitest';
import { ui } from './ui-store';

describe('toast throttle', () => {
  it('drops a toast right after another, but never the answer to the player’s own action', () => {
    ui.toast({ kind: 'info', title: 'Bonus cancelled' });
    ui.toast({ kind: 'info', title: 'Flood' });
    ui.toast({ kind: 'success', title: 'Withdrawal requested' }, undefined, { isAnswer: true });
    expect(ui.get().toasts.map((t) => t.title)).toEqual([
      'Bonus cancelled',
      'Withdrawal requested',
    ]);
  });
});
