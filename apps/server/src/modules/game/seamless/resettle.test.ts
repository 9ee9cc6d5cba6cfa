import { SeamlessResponseSchema } from '@casino/contracts';
import { queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import { accountIn, fundByCard } from '../../../../test/factories/payments.ts';
import { registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';
import { checkLedger } from '../../wallet/service.ts';
import { BUILTIN_TITLES } from '../providers/builtin-titles.ts';

const game = BUILTIN_TITLES[0]!.identity;
type Res = { statusCode: number; body: string; json(): unknown };
const ok = (res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return SeamlessResponseSchema.parse(res.json());
};

/** The resettle call (docs/seamless-wallet.md): corrected totals, up and down, never below zero. */
describe.each(TEST_DATABASES)('seamless resettle on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  let launch: { token: string; currency: string };
  beforeAll(async () => {
    t = await buildTestApp(db);
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 1_000);
    launch = await launchReal(t.app, player, game);
  });
  afterAll(() => t?.close());

  const settled = async (stake: number, win: number) => {
    const bet = betBody(launch, game, stake);
    ok(await seamless(t.app, 'bet', bet));
    ok(
      await seamless(t.app, 'win', {
        ...bet,
        transactionId: `win-${bet.transactionId}`,
        amount: win,
        roundClosed: true,
      }),
    );
    return bet;
  };
  const resettle = (bet: ReturnType<typeof betBody>, amount: number, id: string) =>
    seamless(t.app, 'resettle', { ...bet, transactionId: id, amount });

  it('a lower total takes back only what the player still holds; the rest is flagged', async () => {
    const round = await settled(100, 900); // 1,000 - 100 + 900 = 1,800
    expect((await accountIn(t.app, player)).balance).toBe(1_800);
    // The player stakes all of it in another round (still open).
    ok(await seamless(t.app, 'bet', betBody(launch, game, 1_500)));
    const down = ok(await resettle(round, 0, 'resettle-down'));
    expect(down).toMatchObject({ balance: 0, shortfall: 600 });
    const [flag] = await queryRows<{ reason: string; amount: string }>(
      t.database.db,
      sql`select reason, amount::text from seamless_flags where transaction_id = 'resettle-down'`,
    );
    expect(flag).toEqual({ reason: 'resettle_shortfall', amount: '600' });
    // Replayed: the first answer, nothing moves.
    expect(ok(await resettle(round, 0, 'resettle-down'))).toEqual(down);
    // The round now counts 600 paid (900 less the 300 taken back): back to 900 pays 300 more.
    expect(ok(await resettle(round, 900, 'resettle-up')).balance).toBe(300);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('an open round cannot be resettled', async () => {
    const bet = betBody(launch, game, 10);
    ok(await seamless(t.app, 'bet', bet));
    const res = await resettle(bet, 50, 'resettle-open');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'round_open' } });
  });
});
