import { withRetries } from '../builtin-provider/seamless-client.ts';
import { currencyDigits } from '../builtin-provider/stakes.ts';
import { viewOf } from './board.ts';
import { type Failure, fail, failField, type SportsbookContext } from './context.ts';
import { findEvent, fixtures } from './feed.ts';
import * as repo from './repository.ts';

export const SPORTSBOOK_GAME = 'sportsbook';
export const MAX_LEGS = 10;

export interface Selection {
  eventId: string;
  market: string;
  selection: string;
  /** The odds the bettor saw (hundredths). */
  odds: number;
}

export interface PlaceRequest {
  kind: 'singles' | 'acca';
  /** Per bet: each single stakes it; an accumulator stakes it once. */
  stake: number;
  selections: Selection[];
  /** `refuse`: any odds change refuses the slip; `accept`: the current odds are taken. */
  oddsChange: 'refuse' | 'accept';
  requestId: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: Failure };

/** The current odds of each selection; a refusal naming the field when the board lacks it. */
async function currentOdds(
  ctx: SportsbookContext,
  selections: Selection[],
): Promise<Outcome<number[]>> {
  const now = ctx.clock.now().getTime();
  const resulted = await repo.findResultedIds(
    ctx.db,
    selections.map((s) => s.eventId),
  );
  // Only the board's window (yesterday to a few days ahead): an id of any other day is no bet.
  const listed = new Set(fixtures(ctx.seed, now).map((e) => e.id));
  const odds: number[] = [];
  for (const [i, s] of selections.entries()) {
    const event = listed.has(s.eventId) ? findEvent(ctx.seed, s.eventId) : null;
    if (!event) {
      return {
        ok: false,
        error: failField(404, 'event_not_found', `selections.${i}.eventId`, 'not on the board'),
      };
    }
    const view = viewOf(ctx.seed, event, now, resulted);
    if (view.phase === 'ended') {
      return {
        ok: false,
        error: failField(
          409,
          'event_closed',
          `selections.${i}.eventId`,
          'the event has ended and takes no bets',
        ),
      };
    }
    const market = view.markets.find((m) => m.id === s.market);
    if (!market) {
      const offered = view.markets.map((m) => m.id).join(', ');
      return {
        ok: false,
        error: failField(
          400,
          'bad_selection',
          `selections.${i}.market`,
          `must be one of ${offered}`,
        ),
      };
    }
    const price = market.odds[s.selection];
    if (price === undefined) {
      const offered = Object.keys(market.odds).join(', ');
      return {
        ok: false,
        error: failField(
          400,
          'bad_selection',
          `selections.${i}.selection`,
          `must be one of ${offered}`,
        ),
      };
    }
    if (market.suspended) {
      return {
        ok: false,
        error: fail(409, 'market_suspended', 'This market takes no bets now', {
          eventId: s.eventId,
          market: s.market,
        }),
      };
    }
    odds.push(price);
  }
  return { ok: true, value: odds };
}

/** The same selection twice in one slip (one bet placed twice): the later one's index. */
function repeatedSelection(selections: Selection[]): number {
  const seen = new Set<string>();
  return selections.findIndex((s) => {
    const key = `${s.eventId}|${s.market}|${s.selection}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

/**
 * A refusal when a bet of the slip could pay more than SPORTSBOOK_MAX_PAYOUT (in the currency's
 * major units): a bookmaker's maximum payout, which also keeps every amount a safe integer.
 */
function overMaxPayout(
  ctx: SportsbookContext,
  currency: string,
  stake: number,
  slips: { odds: number }[][],
): Failure | null {
  const max = BigInt(ctx.maxPayout) * 10n ** BigInt(currencyDigits(currency));
  for (const legs of slips) {
    const num = legs.reduce((p, l) => p * BigInt(l.odds), 1n);
    const den = 100n ** BigInt(legs.length);
    if ((BigInt(stake) * num) / den <= max) continue;
    const maxStake = Number((max * den) / num);
    return failField(
      422,
      'max_payout_exceeded',
      'stake',
      `must be at most ${maxStake}: a bet pays ${max} at most`,
      { maxStake },
    );
  }
  return null;
}

/**
 * Places a slip: one bet per selection (singles) or one accumulator over distinct events.
 * Odds that moved since the slip are refused (409 `odds_changed` with the current odds) or
 * taken, as the bettor chose. Each bet reserves its stake at the casino (seamless `bet`, the
 * bet's id as the round); a refusal ends the bet `refused`, no answer ends it `rolled_back`
 * after a rollback. A retried request (same requestId) answers with the bets it placed.
 */
export async function placeBets(
  ctx: SportsbookContext,
  session: repo.SessionRow,
  req: PlaceRequest,
): Promise<Outcome<{ bets: repo.BetRow[]; balance: number | null }>> {
  // The simulated feed settles play money only (docs/decisions/032 "Fairness").
  if (!ctx.isRealMoneyAllowed) {
    return {
      ok: false,
      error: fail(422, 'real_money_unavailable', 'Sports bets with real money are not taken yet'),
    };
  }
  const before = await repo.findBetsByRequest(ctx.db, session.playerRef, req.requestId);
  if (before.length > 0) return { ok: true, value: { bets: before, balance: null } };
  const repeated = repeatedSelection(req.selections);
  if (repeated >= 0) {
    return {
      ok: false,
      error: failField(
        400,
        'duplicate_selection',
        `selections.${repeated}`,
        'is already in the slip',
      ),
    };
  }
  if (req.kind === 'acca') {
    const events = new Set(req.selections.map((s) => s.eventId));
    if (req.selections.length < 2 || events.size !== req.selections.length) {
      return {
        ok: false,
        error: fail(
          400,
          'bad_accumulator',
          'An accumulator needs 2 or more selections on different events',
        ),
      };
    }
  }
  const odds = await currentOdds(ctx, req.selections);
  if (!odds.ok) return odds;
  const moved = req.selections.some((s, i) => s.odds !== odds.value[i]);
  if (moved && req.oddsChange === 'refuse') {
    return {
      ok: false,
      error: fail(409, 'odds_changed', 'The odds changed', {
        selections: req.selections.map((s, i) => ({ ...s, odds: odds.value[i] })),
      }),
    };
  }
  const legs = req.selections.map((s, i) => ({ ...s, odds: odds.value[i]! }));
  const slips = req.kind === 'acca' ? [legs] : legs.map((leg) => [leg]);
  const tooMuch = overMaxPayout(ctx, session.currency, req.stake, slips);
  if (tooMuch) return { ok: false, error: tooMuch };
  const bets: repo.BetRow[] = [];
  let balance: number | null = null;
  for (const [n, slip] of slips.entries()) {
    const bet = await ctx.db.transaction((tx) =>
      repo.insertBet(
        tx,
        {
          playerRef: session.playerRef,
          casinoToken: session.casinoToken,
          currency: session.currency,
          kind: slip.length > 1 ? 'acca' : 'single',
          stake: req.stake,
          betTransactionId: crypto.randomUUID(),
          requestId: `${req.requestId}:${n}`,
        },
        slip,
      ),
    );
    const placed = await reserveStake(ctx, bet);
    if (!placed.ok) {
      if (bets.length === 0) return placed;
      break;
    }
    balance = placed.value;
    bets.push({ ...bet, status: 'open' });
  }
  return { ok: true, value: { bets, balance } };
}

async function reserveStake(ctx: SportsbookContext, bet: repo.BetRow): Promise<Outcome<number>> {
  const call = {
    token: bet.casinoToken,
    transactionId: bet.betTransactionId,
    roundId: bet.id,
    gameIdentity: SPORTSBOOK_GAME,
    amount: bet.stake,
    currency: bet.currency,
  };
  const answer = await withRetries(() => ctx.wallet.bet(call), [300, 1000]);
  if (answer.kind === 'ok') {
    await repo.updateBet(ctx.db, bet.id, { status: 'open' });
    return { ok: true, value: answer.body.balance };
  }
  if (answer.kind === 'refused') {
    await repo.updateBet(ctx.db, bet.id, { status: 'refused' });
    return { ok: false, error: { status: answer.status, body: answer.body } };
  }
  // Unknown outcome: the stake may have been taken. Roll it back (a tombstone if it was not).
  await rollbackStake(ctx, bet);
  return {
    ok: false,
    error: fail(
      502,
      'wallet_unavailable',
      'The casino wallet did not answer: the bet was not placed',
    ),
  };
}

/**
 * Reverses a stake whose outcome is unknown (same rollback id every time, so retries and the
 * sweeper are safe): the bet ends `rolled_back`; unanswered, it stays `pending` for the sweeper.
 */
export async function rollbackStake(ctx: SportsbookContext, bet: repo.BetRow) {
  const rollback = await withRetries(
    () =>
      ctx.wallet.rollback({
        token: bet.casinoToken,
        transactionId: `${bet.id}:rollback`,
        roundId: bet.id,
        gameIdentity: SPORTSBOOK_GAME,
        referenceTransactionId: bet.betTransactionId,
      }),
    [300, 1000, 3000],
  );
  if (rollback.kind === 'ok') await repo.updateBet(ctx.db, bet.id, { status: 'rolled_back' });
  else ctx.log.error({ betId: bet.id }, 'sportsbook stake neither confirmed nor rolled back');
}
