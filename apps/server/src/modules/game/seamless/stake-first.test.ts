import { SeamlessErrorSchema } from '@casino/contracts';
import { queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import { accountIn, fundByCard, switchToNewAccount } from '../../../../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';
import { checkLedger } from '../../wallet/service.ts';
import { BUILTIN_TITLES } from '../providers/builtin-titles.ts';
import { createRoundStates } from './launch.ts';

const game = BUILTIN_TITLES[0]!.identity;

// Issue 31 (docs/decisions/039 eighth and ninth rounds): once a token's launch is kept, a bet's
// stake goes out with its reads, behind the bet guard's statements and before its verdict.
// Where a guess does not hold (a limit set since the player's last bet here, a
// round opened elsewhere), the call is processed again with the stake after the verdict: the
// answer and the money are those of a bet judged first.
describe.each(TEST_DATABASES)('a stake sent with the bet reads on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  let launch: { token: string; currency: string };
  beforeAll(async () => {
    t = await buildTestApp(db);
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    launch = await launchReal(t.app, player, game);
  });
  afterAll(() => t?.close());

  const balance = async () => (await accountIn(t.app, player)).balance;
  const bet = (amount: number, ids: { roundId?: string } = {}) => {
    const body = betBody(launch, game, amount, ids);
    return { body, placed: seamless(t.app, 'bet', body) };
  };
  const close = async (body: { transactionId: string }) => {
    const res = await seamless(t.app, 'win', {
      ...body,
      transactionId: `${body.transactionId}-win`,
      amount: 0,
      roundClosed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The stake transfers naming a round (by the casino's round id). */
  const stakesOf = async (providerRoundId: string) =>
    queryRows<{ amount: string; round: string }>(
      t.database.db,
      sql`select t.amount::text, r.id::text as round from ledger_transfers t
        join game_rounds r on t.reference = r.id::text
        where r.provider_round_id = ${providerRoundId} and t.code = 'stake'`,
    );

  it('judges a stake sent ahead again, after the verdict, when a limit was set since', async () => {
    // The launch is kept and the player met no limit at this bet: the next bets guess so.
    const first = bet(100);
    expect((await first.placed).statusCode).toBe(200);
    await close(first.body);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'set', period: 'daily', definition: 2, currency: 'USD', amount: 350 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const before = await balance();

    // 100 lost + 300 > 350: refused by the limit, nothing taken, no round left.
    const over = bet(300);
    const refused = await over.placed;
    expect(refused.statusCode, refused.body).toBe(403);
    expect(SeamlessErrorSchema.parse(refused.json())).toMatchObject({ reason: 'limit' });
    expect(await balance()).toBe(before);
    expect(await stakesOf(over.body.roundId)).toEqual([]);

    // Another instance's bet left this one's memory of the player behind: the stake goes ahead,
    // the guard needs the limit's use counted, and the bet is taken once, after its verdict.
    t.app.limits.limitedBettors.delete(player.id);
    const within = bet(200);
    const taken = await within.placed;
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await balance()).toBe(before - 200);
    expect((await stakesOf(within.body.roundId)).map((s) => s.amount)).toEqual(['200']);
    await close(within.body);

    // And the next one over the limit is refused again.
    t.app.limits.limitedBettors.delete(player.id);
    const third = bet(100);
    expect((await third.placed).statusCode).toBe(403);
    expect(await balance()).toBe(before - 200);
  });

  it('names the round a stake sent ahead went into, when the round was opened elsewhere', async () => {
    const other = await registerPlayer(t.app);
    await fundByCard(t.app, other, 10_000);
    launch = await launchReal(t.app, other, game);
    player = other;
    const opening = bet(100);
    expect((await opening.placed).statusCode).toBe(200);
    const roundId = opening.body.roundId;
    // A second bet of the round, made where the round's id is not known (another instance).
    t.app.games.rounds = createRoundStates();
    const before = await balance();
    const second = bet(250, { roundId });
    const res = await second.placed;
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance()).toBe(before - 250);
    const stakes = await stakesOf(roundId);
    expect(stakes.map((s) => s.amount).sort()).toEqual(['100', '250']);
    expect(new Set(stakes.map((s) => s.round)).size).toBe(1);
    const [round] = await queryRows<{ stake: string }>(
      t.database.db,
      sql`select stake::text from game_rounds where provider_round_id = ${roundId}`,
    );
    expect(round!.stake).toBe('350');
    // Known here now: the round's next bet names it ahead, and it holds.
    const third = bet(50, { roundId });
    expect((await third.placed).statusCode).toBe(200);
    expect((await stakesOf(roundId)).map((s) => s.amount).sort()).toEqual(['100', '250', '50']);
    await close(second.body);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('pays a win on the round as locked, not as this instance last left it', async () => {
    const placed = bet(100);
    expect((await placed.placed).statusCode).toBe(200);
    const provider = (
      await queryRows<{ provider_id: string }>(
        t.database.db,
        sql`select provider_id::text from game_rounds where provider_round_id = ${placed.body.roundId}`,
      )
    )[0]!.provider_id;
    const key = `${provider}:${placed.body.roundId}`;
    const kept = t.app.games.rounds.get(key)!;
    expect(kept).toMatchObject({ stake: 100, realStake: 100, bonusStake: 0 });
    // A state this instance never saw (its stake as bonus money): the win paid ahead on it
    // would go to the bonus account; paid on the locked round, it is real money.
    t.app.games.rounds.set(key, { ...kept, realStake: 0, bonusStake: 100 });
    const before = await accountIn(t.app, player);
    const won = await seamless(t.app, 'win', {
      ...placed.body,
      transactionId: `${placed.body.transactionId}-win`,
      amount: 300,
      roundClosed: true,
    });
    expect(won.statusCode, won.body).toBe(200);
    const after = await accountIn(t.app, player);
    expect(after.balance - before.balance).toBe(300);
    expect(after.bonusBalance).toBe(before.bonusBalance);
    // Kept closed now; told it is still open, a late win of the round is refused, unpaid.
    expect(t.app.games.rounds.get(key)).toMatchObject({ win: 300, status: 2 });
    t.app.games.rounds.set(key, { ...kept, win: 300 });
    const late = await seamless(t.app, 'win', {
      ...placed.body,
      transactionId: `${placed.body.transactionId}-late`,
      amount: 50,
      roundClosed: true,
    });
    expect(late.statusCode, late.body).toBe(409);
    expect((await accountIn(t.app, player)).balance).toBe(after.balance);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  // Last: the player's active account changes. A stake sent ahead answers the account's status
  // under its locks (the bet reads it no more, issue 31); an account no longer the active one
  // refuses the bet before its funds are looked at.
  it('refuses a stake sent ahead on an account that is no longer the active one', async () => {
    const warm = bet(10);
    expect((await warm.placed).statusCode).toBe(200);
    await close(warm.body);
    await switchToNewAccount(t.app, player, 'EUR');
    const before = await accountIn(t.app, player, 'USD');
    for (const amount of [50, before.balance + 1]) {
      const placed = bet(amount);
      const res = await placed.placed;
      expect(res.statusCode, res.body).toBe(403);
      expect(SeamlessErrorSchema.parse(res.json())).toMatchObject({
        error: { code: 'bet_refused' },
        reason: 'account_inactive',
      });
      expect(await stakesOf(placed.body.roundId)).toEqual([]);
    }
    expect((await accountIn(t.app, player, 'USD')).balance).toBe(before.balance);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });
});
