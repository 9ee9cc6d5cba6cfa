import type { SeamlessFreeRoundsRequest } from '@casino/contracts';
import type { Db } from '@casino/db';
import * as repo from './repository.ts';
import { fromBase } from './terms.ts';

/** What a free-rounds report may pay (issue 27), and why less than it claims. */
export interface FreeRoundsPayout {
  /** The win paid: the report's, clipped to both caps. */
  win: number;
  /** Spins counted: the report's, at most the spins granted. */
  played: number;
  /** Set when the report claimed more than the game can pay: for an operator to look into. */
  implausible: { reported: number; allowed: number } | null;
}

/**
 * The most a provider's free-rounds report is paid: each spin at most the grant's stake × the
 * game's stated maximum multiplier (rounded up, like the seamless win's check), for no more
 * spins than were granted; real-money wins also at most the offer's maximum cash-out
 * (`maxConversion`; a bonus-money win meets it at conversion). A report above the game's
 * maximum is clipped to it and flagged (the game could not have paid it); one above the
 * cash-out is simply clipped (the offer's terms).
 */
export async function freeRoundsPayout(
  db: Db,
  row: repo.FreespinRow,
  report: SeamlessFreeRoundsRequest,
): Promise<FreeRoundsPayout> {
  const played = Math.min(report.played, row.count);
  const multiplier = await repo.gameMaxWinMultiplier(db, row.gameIdentity);
  const gameCap = multiplier === null ? null : Math.ceil(row.stake * multiplier) * played;
  let win = gameCap === null ? report.totalWin : Math.min(report.totalWin, gameCap);
  const implausible =
    gameCap !== null && report.totalWin > gameCap
      ? { reported: report.totalWin, allowed: gameCap }
      : null;
  if (row.winsReal) {
    const definition = await repo.findDefinition(db, row.definitionId);
    if (definition?.maxConversion != null) {
      const units = await repo.findCurrencyUnits(db, [row.currency]);
      const unit = units.of(row.currency);
      if (unit) win = Math.min(win, fromBase(definition.maxConversion, units.base, unit));
    }
  }
  return { win, played, implausible };
}
