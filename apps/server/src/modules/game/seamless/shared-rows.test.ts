import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, type TestServer } from '../../../../test/build-app.ts';
import { TEST_POSTGRES } from '../../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import { fundByCard } from '../../../../test/factories/payments.ts';
import { registerPlayer } from '../../../../test/factories/players.ts';
import { BUILTIN_TITLES } from '../providers/builtin-titles.ts';

const game = BUILTIN_TITLES[0]!.identity;

/**
 * Issue 31, docs/decisions/039 fourteenth round: a seamless round must not lock a row that every
 * player's calls lock too. A foreign key's check locks the row it finds (FOR KEY SHARE); when the
 * row is a currency's, every concurrent call holds it, and PostgreSQL records each extra holder in
 * a multixact (ids and member space that run out and must be frozen by vacuum). Here the
 * currency's row is held FOR UPDATE, which a FOR KEY SHARE lock waits for: a call that still
 * checked its currency against `currencies` waits until the end of the test's transaction.
 * Two connections at once: PostgreSQL only.
 */
describe.skipIf(!TEST_POSTGRES)('rows every call shares, on postgres', () => {
  let app: TestServer;
  let database: Awaited<ReturnType<NonNullable<typeof TEST_POSTGRES>['open']>>;
  let launch: { token: string; currency: string };

  beforeAll(async () => {
    database = await TEST_POSTGRES!.open();
    app = await buildApiOn(database.db);
    const player = await registerPlayer(app);
    await fundByCard(app, player, 100_000);
    launch = await launchReal(app, player, game);
    // The first round of a player prepares and caches what later rounds reuse.
    const warm = betBody(launch, game, 100);
    expect((await seamless(app, 'bet', warm)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it("settles a round while the currency's row is held by another transaction", async () => {
    const bet = betBody(launch, game, 100);
    const answered = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select code from currencies where code = ${launch.currency} for update`);
      const calls = (async () => {
        const placed = await seamless(app, 'bet', bet);
        const won = await seamless(app, 'win', {
          ...bet,
          transactionId: `${bet.transactionId}-win`,
          amount: 300,
          roundClosed: true,
        });
        return [placed.statusCode, won.statusCode];
      })();
      // Ten seconds is far more than a call takes; a call that waits on the row never answers
      // before the transaction ends.
      const late = new Promise<string>((resolve) => setTimeout(resolve, 10_000, 'still waiting'));
      const outcome = await Promise.race([calls, late]);
      // The held row is let go either way (the calls then finish): the test's answer is the race's.
      return outcome;
    });
    expect(answered).toEqual([200, 200]);
  });
});
