import { describe, expect, it } from 'vitest';
import { collectEvents, type DomainEvent } from './event-bus.ts';

describe('events collected in a transaction', () => {
  it('announce a bonus once, in its final state (issued then activated: activated)', () => {
    const published: DomainEvent[] = [];
    const events = collectEvents({ emit: (event) => published.push(event) });
    const bonus = (id: string, status: number) =>
      ({
        type: 'bonus.player-bonus.updated',
        playerId: 'p1',
        playerBonus: { id, currency: 'USD', amount: 2_000, status, result: null },
      }) as const;
    events.emit(bonus('b1', 1));
    events.emit(bonus('b2', 1));
    events.emit(bonus('b1', 2));
    events.emit({
      type: 'payment.invoice.updated',
      playerId: 'p1',
      invoiceId: 'i1',
      invoiceType: 'deposit',
      status: 2,
    });
    expect(published).toEqual([]);
    events.publish();
    expect(published).toEqual([
      bonus('b2', 1),
      bonus('b1', 2),
      expect.objectContaining({ type: 'payment.invoice.updated' }),
    ]);
  });
});
