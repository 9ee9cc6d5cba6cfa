import { randomUUID } from 'node:crypto';
import { PlayerLimitListSchema } from '@casino/contracts';
import { queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { betBody, firstGameIdentity, launchReal, seamless } from '../../../test/factories/games.ts';
import { accountIn, fundByCard, postDeposit } from '../../../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { checkLedger } from '../wallet/service.ts';

// Issue 31: the bet and loss windows read hourly totals the ledger keeps in each transfer's own
// statement. They must equal the ledger's game transfers whatever moved the money, and a window
// must count exactly the transfers of (now − period, now], its first hour included only in part.
describe.each(TEST_DATABASES)('hourly game totals on $name', (db) => {
  let t: TestApp;
  let game = '';
  beforeAll(async () => {
    t = await buildTestApp(db);
    game = await firstGameIdentity(t.app);
  });
  afterAll(() => t?.close());

  const ok = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(res.body) as { balance: number };
  };
  /** The player's kept totals and the ledger's sums, over all hours. */
  const totals = async (player: TestPlayer) => {
    const [kept] = await queryRows<{ stakes: string; wins: string }>(
      t.database.db,
      sql`select coalesce(sum(stakes), 0)::text as stakes, coalesce(sum(wins), 0)::text as wins
        from ledger_player_game_hours where player_id = ${player.id}`,
    );
    const [ledger] = await queryRows<{ stakes: string; wins: string }>(
      t.database.db,
      sql`select
          coalesce(sum(case t.code when 'stake' then t.amount when 'stake_refund' then -t.amount else 0 end), 0)::text as stakes,
          coalesce(sum(case t.code when 'win' then t.amount when 'win_reversal' then -t.amount else 0 end), 0)::text as wins
        from ledger_transfers t
        join player_money_accounts a on a.account_id = case when t.code in ('stake', 'win_reversal')
          then t.debit_account_id else t.credit_account_id end
        where a.player_id = ${player.id}
          and t.code in ('stake', 'stake_refund', 'win', 'win_reversal')`,
    );
    return { kept: { stakes: Number(kept!.stakes), wins: Number(kept!.wins) }, ledger };
  };
  /** wallet:check's `game_hours` rule: the kept totals that differ from the transfers. */
  const hourDiffs = async () =>
    (await checkLedger(t.database.db)).mismatches.filter((m) => m.rule === 'game_hours');
  const setLimit = async (player: TestPlayer, definition: number, amount: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'set', definition, period: 'daily', currency: 'USD', amount },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const used = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/player/limits',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = PlayerLimitListSchema.parse(res.json());
    return Object.fromEntries(list.items.map((l) => [l.definition, l.used]));
  };

  it('equal the ledger after bets, wins, a rollback, a resettle and deposits', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    const launch = await launchReal(t.app, player, game);
    await setLimit(player, 1, 9_000);
    await setLimit(player, 2, 9_000);

    const first = betBody(launch, game, 300);
    ok(await seamless(t.app, 'bet', first));
    ok(
      await seamless(t.app, 'win', {
        ...first,
        transactionId: `win-${first.transactionId}`,
        amount: 500,
        roundClosed: true,
      }),
    );
    const back = betBody(launch, game, 200);
    ok(await seamless(t.app, 'bet', back));
    const { amount: _a, currency: _c, ...rest } = back;
    ok(
      await seamless(t.app, 'rollback', {
        ...rest,
        transactionId: `rb-${back.transactionId}`,
        referenceTransactionId: back.transactionId,
      }),
    );
    // A lower total for the settled round takes 150 of its win back (a win reversal).
    ok(
      await seamless(t.app, 'resettle', {
        ...first,
        transactionId: `rs-${first.transactionId}`,
        amount: 350,
      }),
    );
    // A deposit is not game money: the totals do not move.
    expect((await postDeposit(t.app, player, { amount: 1_000 })).statusCode).toBe(200);
    ok(await seamless(t.app, 'bet', betBody(launch, game, 40)));

    const { kept, ledger } = await totals(player);
    expect(kept).toEqual({ stakes: 340, wins: 350 });
    expect(kept).toEqual({ stakes: Number(ledger!.stakes), wins: Number(ledger!.wins) });
    // Bet: 300 + 40 (the rolled-back 200 given back); loss: 340 − 350 won, shown as 0.
    expect(await used(player)).toEqual({ 1: 340, 2: 0 });
    expect(await hourDiffs()).toEqual([]);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('equal the ledger after parallel bets and wins of one player', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 100_000);
    const launch = await launchReal(t.app, player, game);
    const bets = Array.from({ length: 24 }, (_, i) => betBody(launch, game, 10 + i));
    const placed = await Promise.all(bets.map((bet) => seamless(t.app, 'bet', bet)));
    for (const res of placed) ok(res);
    await Promise.all(
      bets.map((bet, i) =>
        seamless(t.app, 'win', {
          ...bet,
          transactionId: `win-${bet.transactionId}`,
          amount: i % 3 === 0 ? 25 : 0,
          roundClosed: true,
        }),
      ),
    );
    const stakes = bets.reduce((sum, bet) => sum + bet.amount, 0);
    const { kept } = await totals(player);
    expect(kept).toEqual({ stakes, wins: 8 * 25 });
    expect((await accountIn(t.app, player)).balance).toBe(100_000 - stakes + 8 * 25);
    expect(await hourDiffs()).toEqual([]);
  });

  it('a window counts its first hour only from its start, to the second', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 1_000);
    await setLimit(player, 1, 1_000_000);
    // Stakes written straight into the ledger at chosen times around the daily window's start
    // (the money's movements are not the point here: only when they happened).
    const [accounts] = await queryRows<{ real: string; house: string }>(
      t.database.db,
      sql`select
        (select account_id::text from player_money_accounts a join ledger_accounts l on l.id = a.account_id
          where a.player_id = ${player.id} and l.kind = 'real') as real,
        (select id::text from ledger_accounts where wallet_account_id is null and kind = 'house_games'
          and currency = 'USD' limit 1) as house`,
    );
    const stakeAt = (offset: string, amount: number) =>
      queryRows(
        t.database.db,
        sql`insert into ledger_transfers
          (idempotency_key, debit_account_id, credit_account_id, amount, currency, code, state, created_at)
          values (${`test-${randomUUID()}`}, ${accounts!.real}::uuid, ${accounts!.house}::uuid,
            ${amount}, 'USD', 'stake', 'posted', now() - interval '1 day' + ${offset}::interval)`,
      );
    await stakeAt('-2 hours', 1); // the hour before the window's first: out
    await stakeAt('-1 second', 10); // the window's first hour, before its start: out
    await stakeAt('5 minutes', 100); // in (its first hour, or the next)
    await stakeAt('3 hours', 1_000); // a whole hour inside
    await stakeAt('23 hours 59 minutes', 10_000); // the last minute, a whole hour inside
    expect(await used(player)).toEqual({ 1: 11_100 });
    expect(await hourDiffs()).toEqual([]);
  });
});
