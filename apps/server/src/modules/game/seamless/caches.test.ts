import { games } from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildApiOn,
  buildTestApp,
  type TestApp,
  type TestServer,
} from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import { fundByCard } from '../../../../test/factories/payments.ts';
import { registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';
import { writeCatalogChange } from '../catalog/version.ts';
import { BUILTIN_TITLES } from '../providers/builtin-titles.ts';

const game = BUILTIN_TITLES[0]!.identity;

// What the seamless calls keep in memory (issue 31): launches (never changed once written) and
// games' facts per catalog version.
describe.each(TEST_DATABASES)('seamless calls, what they keep on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 100_000);
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  /** A bet of 100 in a new round, then a win of `amount` closing it: the win's status and code. */
  async function round(
    app: TestServer,
    launch: { token: string; currency: string },
    amount: number,
  ) {
    const bet = betBody(launch, game, 100);
    const placed = await seamless(app, 'bet', bet);
    expect(placed.statusCode, placed.body).toBe(200);
    const won = await seamless(app, 'win', {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      amount,
      roundClosed: true,
    });
    return { status: won.statusCode, code: won.statusCode === 200 ? null : won.json().error.code };
  }

  it("applies a game's new maximum win to the next win: here at once, on another instance within the catalog version's 5 s", async () => {
    const other = await buildApiOn(t.database.db);
    try {
      const launch = await launchReal(t.app, player, game);
      // Both instances keep the game's facts now: a win of twice the stake is within them.
      expect(await round(t.app, launch, 200)).toEqual({ status: 200, code: null });
      expect(await round(other, launch, 200)).toEqual({ status: 200, code: null });

      // The provider now states 1.5× (a catalog change: the row and a new catalog version).
      const version = await t.database.db.transaction(async (tx) => {
        await tx.update(games).set({ maxWinMultiplier: 1.5 }).where(eq(games.identity, game));
        return writeCatalogChange(tx, new Date());
      });
      t.app.games.catalogVersion.adopt(version);

      expect(await round(t.app, launch, 200)).toEqual({ status: 422, code: 'win_above_maximum' });
      expect(await round(t.app, launch, 150)).toEqual({ status: 200, code: null });
      // The other instance reads the catalog version again once its 5 s are over.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 5_001);
      expect(await round(other, launch, 200)).toEqual({ status: 422, code: 'win_above_maximum' });
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });

  it("keeps a launch its provider's: another provider's calls refuse the token before and after it is kept", async () => {
    const launch = await launchReal(t.app, player, game);
    const secret = await t.app.games.providers.get('sportsbook')!.secret();
    const asSportsbook = () =>
      seamless(t.app, 'balance', { token: launch.token }, { provider: 'sportsbook', secret });
    expect((await asSportsbook()).json()).toMatchObject({ error: { code: 'invalid_token' } });
    const own = await seamless(t.app, 'balance', { token: launch.token });
    expect(own.statusCode, own.body).toBe(200);
    expect((await asSportsbook()).json()).toMatchObject({ error: { code: 'invalid_token' } });
    const again = await seamless(t.app, 'balance', { token: launch.token });
    expect(again.json()).toEqual(own.json());
  });
});
