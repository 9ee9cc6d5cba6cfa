import { randomUUID } from 'node:crypto';
import { type Database, players, queryRows, reportPlayers } from '@casino/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases.ts';

const VIEWS = [
  'report_game_kinds',
  'report_game_providers',
  'report_game_rounds',
  'report_game_transfers',
  'report_games',
  'report_paid_deposits',
  'report_paid_withdrawals',
  'report_limit_events',
  'report_player_game_transfers',
  'report_player_places',
  'report_players',
];

/** What the database answered to a write: its error (drizzle wraps it as the cause), or null. */
const refusal = (write: Promise<unknown>) =>
  write.then(
    () => null,
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

/**
 * The report views a migration owns (docs/decisions/036): the dashboard and reports read them,
 * they follow the tables at once, and nothing writes through them.
 */
describe.each(TEST_DATABASES)('report views ($name)', (database) => {
  let open: Database & { dispose(): Promise<void> };
  let playerId: string;

  beforeAll(async () => {
    open = await database.open();
    const [row] = await open.db
      .insert(players)
      .values({
        email: `views-${randomUUID()}@example.com`,
        passwordHash: 'x',
        currency: 'USD',
        affiliateTag: 'views-test',
      })
      .returning({ id: players.id });
    playerId = row!.id;
  });
  afterAll(async () => {
    await open?.dispose();
  });

  it('show a new player at once', async () => {
    const rows = await open.db.select().from(reportPlayers).where(eq(reportPlayers.id, playerId));
    expect(rows).toEqual([
      expect.objectContaining({ id: playerId, currency: 'USD', affiliateTag: 'views-test' }),
    ]);
  });

  it.each(VIEWS)('%s refuses an insert', async (view) => {
    expect(await refusal(queryRows(open.db, sql.raw(`insert into ${view} default values`)))).toBe(
      `the report view ${view} is read-only`,
    );
  });

  it('refuse updates and deletes, and the tables keep their rows', async () => {
    expect(
      await refusal(queryRows(open.db, sql`update ${reportPlayers} set affiliate_tag = 'changed'`)),
    ).toBe('the report view report_players is read-only');
    expect(
      await refusal(
        queryRows(
          open.db,
          sql`delete from ${reportPlayers} where ${reportPlayers.id} = ${playerId}`,
        ),
      ),
    ).toBe('the report view report_players is read-only');
    const [player] = await open.db.select().from(players).where(eq(players.id, playerId));
    expect(player?.affiliateTag).toBe('views-test');
  });
});
