import { BetListSchema, GameListSchema, SpinListSchema } from '@casino/contracts';
import { type Database, games } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, type TestServer } from '../test/build-app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { betBody, launchReal, seamless } from '../test/factories/games.ts';
import { accountIn, fundByCard } from '../test/factories/payments.ts';
import { auth, registerPlayer } from '../test/factories/players.ts';
import { BUILTIN_TITLES } from './modules/game/providers/builtin-titles.ts';

/**
 * DATABASE_READ_URL (issue 31): the lobby, game history and winners read the replica's pool;
 * launches, money and a player's own lists read the primary. The "replica" here is a second
 * database that has replayed nothing since its seed (a replica far behind): what the site shows
 * from it is what such a replica holds, so each answer shows which pool it came from.
 */
describe('a read pool beside the primary (DATABASE_READ_URL)', () => {
  let primary: Database & { dispose(): Promise<void> };
  let replica: Database & { dispose(): Promise<void> };
  let app: TestServer;
  const slot = BUILTIN_TITLES[0]!.identity;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([TEST_DATABASES[0]!.open(), TEST_DATABASES[0]!.open()]);
    app = await buildApiOn(primary.db, {}, { readDb: replica.db });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([primary?.dispose(), replica?.dispose()]);
  });

  it('shows the lobby the replica holds, while launches and bets go to the primary', async () => {
    // The boot synced the catalog into the primary; the replica has not replayed it.
    const synced = await primary.db.select({ id: games.id }).from(games);
    expect(synced.length).toBeGreaterThanOrEqual(BUILTIN_TITLES.length);
    const lobby = GameListSchema.parse((await app.inject({ url: '/api/game/games' })).json());
    expect(lobby).toMatchObject({ items: [], total: 0 });
    expect((await app.inject({ url: `/api/game/games/${slot}` })).statusCode).toBe(404);

    const player = await registerPlayer(app);
    await fundByCard(app, player, 10_000);
    const launch = await launchReal(app, player, slot);
    const bet = betBody(launch, slot, 700);
    const placed = await seamless(app, 'bet', bet);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await accountIn(app, player)).balance).toBe(9_300);

    // History reads the replica: the bet is not there yet (it would be once replayed).
    const get = (url: string) => app.inject({ url, headers: auth(player.accessToken) });
    const open = BetListSchema.parse((await get('/api/game/bets?isSettled=false')).json());
    expect(open.total).toBe(0);
    expect(SpinListSchema.parse((await get('/api/game/spins')).json()).total).toBe(0);
    // The player's own list of played games is theirs to see at once: the primary.
    const played = await get('/api/game/games/played');
    expect((played.json() as { items: { identity: string }[] }).items[0]?.identity).toBe(slot);
  });
});
