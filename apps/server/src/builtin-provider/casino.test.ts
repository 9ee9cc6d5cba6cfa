import { BetListSchema } from '@casino/contracts';
import { GAME_TITLES, hashServerSeed } from '@casino/game-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { launchReal } from '../../test/factories/games.ts';
import { accountIn, fundByCard } from '../../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../../test/factories/players.ts';
import { checkLedger } from '../modules/wallet/service.ts';

const dice = GAME_TITLES.find((t) => t.kind === 'dice')!;
const slot = GAME_TITLES.find((t) => t.kind === 'slot')!;

/**
 * The provider against the casino's own seamless wallet, over real HTTP (the app listens; the
 * provider calls its /api/seamless/builtin like an outside aggregator would).
 */
describe.each(TEST_DATABASES)('built-in provider with the casino wallet on $name', (database) => {
  let t: TestApp;
  let player: TestPlayer;

  beforeAll(async () => {
    t = await buildTestApp(database);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
  });
  afterAll(() => t?.close());

  const openFromLaunch = async (identity: string, who: TestPlayer = player) => {
    const launch = await launchReal(t.app, who, identity);
    const res = await t.app.inject({
      method: 'POST',
      url: '/provider/api/sessions',
      payload: { identity, mode: 'real', token: launch.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const play = (sessionId: string, stake: number, bet: object) =>
    t.app.inject({
      method: 'POST',
      url: `/provider/api/sessions/${sessionId}/rounds`,
      payload: { stake, bet, requestId: crypto.randomUUID() },
    });

  it('the launch URL opens the game client, which reads the player balance', async () => {
    const launch = await t.app.inject({
      method: 'POST',
      url: `/api/game/games/${slot.identity}/play`,
      headers: auth(player.accessToken),
      payload: { real: true, locale: 'de' },
    });
    const url = new URL(launch.json().url);
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"mode":"real"');
    expect(page.body).toContain('"lang":"de"');
    const session = await openFromLaunch(slot.identity);
    expect(session).toMatchObject({ mode: 'real', currency: 'USD', balance: 10_000 });
  });

  it('a round moves the stake out and the win in, and the casino records it', async () => {
    const session = await openFromLaunch(dice.identity);
    let balance = session.balance;
    for (let i = 0; i < 4; i++) {
      const res = await play(session.sessionId, 100, {
        kind: 'dice',
        target: 60,
        direction: 'under',
      });
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance: after } = res.json();
      expect(after).toBe(balance - 100 + round.win);
      expect((await accountIn(t.app, player)).balance).toBe(after);
      expect(hashServerSeed(round.fairness.serverSeed)).toBe(round.fairness.serverSeedHash);
      balance = after;
    }
    const bets = BetListSchema.parse(
      (await t.app.inject({ url: '/api/game/bets', headers: auth(player.accessToken) })).json(),
    );
    expect(bets.items.length).toBeGreaterThanOrEqual(4);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('a stake above the balance is refused with the balance, nothing moves', async () => {
    // A player of their own: the rounds above may have left the first one richer than any stake.
    const poor = await registerPlayer(t.app);
    await fundByCard(t.app, poor, 1_000);
    const session = await openFromLaunch(dice.identity, poor);
    const before = (await accountIn(t.app, poor)).balance;
    const res = await play(session.sessionId, 10_000 * 10, {
      kind: 'dice',
      target: 50,
      direction: 'under',
    });
    expect(res.statusCode).toBe(400);
    const stakes: number[] = session.stakes;
    const tooMuch = stakes.find((s) => s > before)!;
    const refused = await play(session.sessionId, tooMuch, {
      kind: 'dice',
      target: 50,
      direction: 'under',
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: { code: 'insufficient_funds' },
      balance: before,
      currency: 'USD',
    });
    expect((await accountIn(t.app, poor)).balance).toBe(before);
  });
});
