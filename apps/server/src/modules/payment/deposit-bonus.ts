import type { Tx } from '@casino/db';
import type { EventSink } from '../../shared/event-bus.ts';

/**
 * The bonus engine's steps in the deposit path (docs/decisions/027); app.ts passes the bonus
 * module's, without one deposits get no bonus.
 */
export interface DepositBonusHooks {
  /**
   * The deposit request's `bonusCode` (absent: the default offer, '': none, else an offer's
   * code); `ok: false` when it is no offer now. `remember` keeps the choice with the invoice.
   */
  choose(
    playerId: string,
    currency: string,
    bonusCode: string | undefined,
  ): Promise<{ ok: true; remember(invoiceId: string): Promise<void> } | { ok: false }>;
  /** Inside the crediting transaction, before the deposit's ledger post. */
  credited(
    tx: Tx,
    events: EventSink,
    deposit: { playerId: string; invoiceId: string; currency: string; amount: number },
  ): Promise<void>;
  /**
   * Inside the withdrawal's transaction, before its reservation: an active bonus in the
   * currency is forfeited when the player agreed (`forfeitBonus`), else the withdrawal is
   * refused (issue 27).
   */
  withdrawing(
    tx: Tx,
    events: EventSink,
    withdrawal: { playerId: string; currency: string; forfeitBonus: boolean },
  ): Promise<{ ok: true } | { ok: false; amount: number }>;
}

export const noDepositBonuses: DepositBonusHooks = {
  choose: async () => ({ ok: true, remember: async () => {} }),
  credited: async () => {},
  withdrawing: async () => ({ ok: true }),
};
