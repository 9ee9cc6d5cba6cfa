import { findPlayer } from '../player/account-service.ts';
import type { CommunicationContext } from './context.ts';

/** May this player get marketing now? (The limits module: not during a time-out or exclusion.) */
export type MarketingGate = (
  playerId: string,
) => Promise<{ allowed: true } | { allowed: false; reason: string }>;

export const allowAllMarketing: MarketingGate = async () => ({ allowed: true });

export interface MarketingMail {
  subject: string;
  text: string;
  html: string;
}

export type MarketingOutcome =
  | { sent: true }
  | { sent: false; reason: 'player_not_found' | 'opted_out' | string };

/**
 * The one way marketing mail (promotions, bonus offers, newsletters) leaves: only to a player
 * who opted in (`receiveEmailPromo`) and whom the responsible-gaming gate allows, i.e. never
 * during a time-out or self-exclusion (issue 15, docs/decisions/026). Transactional mail
 * (confirmations, password resets, payments, verification) does not go through here and is
 * never stopped.
 */
export async function sendMarketingMail(
  ctx: CommunicationContext,
  playerId: string,
  mail: MarketingMail,
): Promise<MarketingOutcome> {
  const recipient = await findPlayer(ctx.db, playerId);
  if (!recipient) return { sent: false, reason: 'player_not_found' };
  if (!recipient.receiveEmailPromo) return { sent: false, reason: 'opted_out' };
  const gate = await ctx.marketingGate(playerId);
  if (!gate.allowed) return { sent: false, reason: gate.reason };
  ctx.outbox.queue({ to: recipient.email, ...mail });
  return { sent: true };
}
