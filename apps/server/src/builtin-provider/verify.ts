import {
  findTitle,
  type GameTitle,
  hashServerSeed,
  isBetError,
  type RoundBet,
  type RoundResult,
  verifyRound,
} from '@casino/game-engine';
import { isUuid } from '../shared/ids.ts';
import type { ProviderContext } from './context.ts';
import * as repo from './repository.ts';

/** The verify form's fields, as text (what the page shows back). */
export interface VerifyForm {
  round: string;
  game: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  stake: string;
}

export interface Verification {
  form: VerifyForm;
  roundMissing: boolean;
  title: GameTitle | null;
  /** Recomputed round, or why it could not be. */
  result: RoundResult | null;
  error: string | null;
  /** sha256 of the entered seed; compared with the hash when one was entered. */
  computedHash: string | null;
  hashMatches: boolean | null;
  /** Equal to the recorded round (only when the form still holds that round's inputs). */
  matchesRecord: boolean | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 4000) : '');

/**
 * Recomputes a round from what the visitor entered (or, for `?round=id`, from that finished
 * round's revealed seeds) with the same engine the server plays with.
 */
export async function verify(
  ctx: ProviderContext,
  query: Record<string, unknown>,
): Promise<Verification> {
  const form: VerifyForm = {
    round: text(query.round),
    game: text(query.game),
    serverSeed: text(query.serverSeed),
    serverSeedHash: text(query.serverSeedHash),
    clientSeed: text(query.clientSeed),
    nonce: text(query.nonce),
    bet: text(query.bet),
    stake: text(query.stake),
  };
  let recorded: RoundResult | undefined;
  let roundMissing = false;
  if (form.round) {
    const row = isUuid(form.round) ? await repo.findRound(ctx.db, form.round) : null;
    if (!row || row.status === 'open' || row.status === 'refused') roundMissing = true;
    else {
      const fromRound: VerifyForm = {
        round: row.id,
        game: row.identity,
        serverSeed: row.serverSeed,
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
        nonce: String(row.nonce),
        bet: JSON.stringify(row.bet),
        stake: String(row.stake),
      };
      const edited = (Object.keys(form) as (keyof VerifyForm)[]).some(
        (key) => form[key] !== '' && form[key] !== fromRound[key],
      );
      for (const key of Object.keys(form) as (keyof VerifyForm)[]) {
        if (form[key] === '') form[key] = fromRound[key];
      }
      if (!edited) {
        recorded = {
          stake: row.stake,
          win: row.win,
          multiplier: row.win / row.stake,
          outcome: row.outcome as RoundResult['outcome'],
        };
      }
    }
  }
  const base = { form, roundMissing, matchesRecord: null, hashMatches: null };
  const title = findTitle(form.game) ?? null;
  if (!title || !form.serverSeed) {
    return { ...base, title, result: null, error: null, computedHash: null };
  }
  const computedHash = hashServerSeed(form.serverSeed);
  try {
    const bet = JSON.parse(form.bet || JSON.stringify(defaultBet(title))) as RoundBet;
    const verified = verifyRound({
      title,
      bet,
      stake: Number(form.stake || 100),
      serverSeed: form.serverSeed,
      clientSeed: form.clientSeed,
      nonce: Number(form.nonce || 0),
      serverSeedHash: form.serverSeedHash || computedHash,
      recorded,
    });
    return {
      ...base,
      title,
      result: verified.result,
      error: null,
      computedHash,
      hashMatches: form.serverSeedHash ? verified.hashMatches : null,
      matchesRecord: verified.resultMatches,
    };
  } catch (error) {
    if (!isBetError(error) && !(error instanceof SyntaxError)) throw error;
    return { ...base, title, result: null, error: error.message, computedHash };
  }
}

/** A bet to recompute with when none was entered (the outcome does not depend on it). */
export function defaultBet(title: GameTitle): RoundBet {
  switch (title.kind) {
    case 'slot':
      return { kind: 'slot' };
    case 'roulette':
      return { kind: 'roulette', bets: [{ type: 'red', amount: 100 }] };
    case 'dice':
      return { kind: 'dice', target: 50, direction: 'under' };
    default:
      return { kind: 'crash', cashOutAt: 2 };
  }
}
