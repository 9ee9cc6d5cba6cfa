import type { ProviderSession } from '@casino/contracts';

type Rules = ProviderSession['rules'];

/**
 * A round's return may be celebrated as a win (highlights, "You won", the win meter's glow):
 * always where the player's jurisdiction allows it, else only a return above the stake (issue
 * 32: GB, DE and Ontario forbid celebrating a loss dressed up as a win).
 */
export const mayCelebrate = (rules: Rules, win: number, stake: number) =>
  rules?.mayCelebrateNetLoss !== false || win > stake;

/** How long the next round must wait (ms) so it starts no sooner than the jurisdiction allows. */
export const waitBeforeRound = (rules: Rules, lastStart: number | null, now: number) =>
  lastStart === null ? 0 : Math.max(0, lastStart + (rules?.minRoundIntervalMs ?? 0) - now);
