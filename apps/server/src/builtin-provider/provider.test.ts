import { randomUUID } from 'node:crypto';
import { type Db, providerRounds } from '@casino/db';
import {
  findTitle,
  GAME_TITLES,
  hashServerSeed,
  type SlotConfig,
  symbolDataUri,
  verifyRound,
} from '@casino/game-engine';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { type FakeWallet, startFakeWallet } from '../../test/fakes/seamless-wallet.ts';
import { escapeHtml } from '../shared/html.ts';
import { createSeamlessClient } from './seamless-client.ts';
import { sweepOpenRounds } from './settlement.ts';

const SECRET = 'provider-test-secret-0123456789abcdef';
const TOKEN = 'launch-token-0123456789abcdef';
const slot = GAME_TITLES.find((t) => t.kind === 'slot')!;
const dice = GAME_TITLES.find((t) => t.kind === 'dice')!;
const roulette = GAME_TITLES.find((t) => t.kind === 'roulette')!;
const crash = GAME_TITLES.find((t) => t.kind === 'crash')!;
const DICE_BET = { kind: 'dice', target: 50, direction: 'under' } as const;

describe.each(TEST_DATABASES)('built-in provider on $name', (database) => {
  let t: TestApp;
  let wallet: FakeWallet;

  beforeAll(async () => {
    wallet = await startFakeWallet(SECRET);
    t = await buildTestApp(database, {
      BUILTIN_PROVIDER_WALLET_URL: wallet.url,
      BUILTIN_PROVIDER_SECRET: SECRET,
    });
  });
  afterAll(async () => {
    await t.close();
    await wallet.close();
  });
  beforeEach(() => {
    wallet.calls.length = 0;
    wallet.failures = {};
    wallet.refuseBets = null;
    wallet.accounts.set(TOKEN, { balance: 50_000, currency: 'USD' });
  });
  afterEach(() => {
    expect(wallet.rejected).toBe(0);
  });

  const open = async (identity: string, mode: 'demo' | 'real' = 'demo') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/provider/api/sessions',
      payload: { identity, mode, ...(mode === 'real' ? { token: TOKEN } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const play = (sessionId: string, stake: number, bet: object, requestId = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/provider/api/sessions/${sessionId}/rounds`,
      payload: { stake, bet, requestId },
    });
  const roundRows = (db: Db, id: string) =>
    db.select().from(providerRounds).where(eq(providerRounds.id, id));

  describe('demo', () => {
    it('plays every kind on virtual FUN credits without a single wallet call', async () => {
      const bets = [
        [slot, { kind: 'slot' }, 100],
        [dice, DICE_BET, 100],
        [crash, { kind: 'crash', cashOutAt: 2 }, 100],
        [
          roulette,
          {
            kind: 'roulette',
            bets: [
              { type: 'red', amount: 100 },
              { type: 'straight', numbers: [17], amount: 50 },
            ],
          },
          150,
        ],
      ] as const;
      for (const [title, bet, stake] of bets) {
        const session = await open(title.identity);
        expect(session).toMatchObject({ mode: 'demo', currency: 'FUN', balance: 10_000_000 });
        expect(session.stakes).toContain(100);
        let balance = session.balance;
        for (let i = 0; i < 3; i++) {
          const res = await play(session.sessionId, stake, bet);
          expect(res.statusCode).toBe(200);
          const { round, balance: after } = res.json();
          expect(round.stake).toBe(stake);
          expect(after).toBe(balance - stake + round.win);
          balance = after;
        }
      }
      expect(wallet.calls).toEqual([]);
    });

    it('refuses a stake above the demo balance, showing the balance', async () => {
      const t2 = await buildTestApp(database, {
        BUILTIN_PROVIDER_WALLET_URL: wallet.url,
        BUILTIN_PROVIDER_SECRET: SECRET,
        BUILTIN_PROVIDER_DEMO_BALANCE: 50,
      });
      try {
        const session = (
          await t2.app.inject({
            method: 'POST',
            url: '/provider/api/sessions',
            payload: { identity: dice.identity, mode: 'demo' },
          })
        ).json();
        const res = await t2.app.inject({
          method: 'POST',
          url: `/provider/api/sessions/${session.sessionId}/rounds`,
          payload: { stake: 100, bet: DICE_BET, requestId: randomUUID() },
        });
        expect(res.statusCode).toBe(402);
        expect(res.json()).toMatchObject({
          error: { code: 'insufficient_funds' },
          balance: 50,
          currency: 'FUN',
        });
      } finally {
        await t2.close();
      }
    });
  });

  describe('real money', () => {
    it('opens with the casino balance and currency', async () => {
      const session = await open(dice.identity, 'real');
      expect(session).toMatchObject({ mode: 'real', currency: 'USD', balance: 50_000 });
      expect(wallet.calls.map((c) => c.call)).toEqual(['balance']);
    });

    it('a round is a seamless bet of the stake, then a win closing the round', async () => {
      const session = await open(slot.identity, 'real');
      const res = await play(session.sessionId, 200, { kind: 'slot' });
      expect(res.statusCode).toBe(200);
      const { round, balance } = res.json();
      const [, bet, win] = wallet.calls;
      expect(wallet.calls.map((c) => c.call)).toEqual(['balance', 'bet', 'win']);
      expect(bet!.body).toMatchObject({
        amount: 200,
        currency: 'USD',
        roundId: round.id,
        gameIdentity: slot.identity,
        token: TOKEN,
      });
      expect(win!.body).toMatchObject({ amount: round.win, roundId: round.id, roundClosed: true });
      expect(win!.body.transactionId).not.toBe(bet!.body.transactionId);
      expect(balance).toBe(50_000 - 200 + round.win);
      expect(wallet.accounts.get(TOKEN)!.balance).toBe(balance);
      const [row] = await roundRows(t.database.db, round.id);
      expect(row).toMatchObject({ status: 'settled', betTransactionId: bet!.body.transactionId });
    });

    it('insufficient funds: the error names the balance and no round is settled', async () => {
      wallet.accounts.set(TOKEN, { balance: 60, currency: 'USD' });
      const session = await open(dice.identity, 'real');
      const res = await play(session.sessionId, 100, DICE_BET);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({
        error: { code: 'insufficient_funds' },
        balance: 60,
        currency: 'USD',
      });
      expect(wallet.calls.map((c) => c.call)).toEqual(['balance', 'bet']);
      const rows = await t.database.db
        .select()
        .from(providerRounds)
        .where(eq(providerRounds.betTransactionId, String(wallet.calls[1]!.body.transactionId)));
      expect(rows.map((r) => r.status)).toEqual(['refused']);
      // The seed stayed secret: the next round is still committed to the same hash and nonce.
      const ok = await play(session.sessionId, 50, DICE_BET);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().round.fairness).toMatchObject({
        serverSeedHash: session.fairness.serverSeedHash,
        nonce: session.fairness.nonce,
      });
    });

    it('a refused bet tells why (responsible-gaming limit)', async () => {
      wallet.refuseBets = 'limit';
      const session = await open(dice.identity, 'real');
      const res = await play(session.sessionId, 100, DICE_BET);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'bet_refused' }, reason: 'limit' });
    });

    it('a win whose answer was lost is sent again and credited once', async () => {
      const session = await open(dice.identity, 'real');
      wallet.failures.win = ['lost'];
      const res = await play(session.sessionId, 1000, { ...DICE_BET, target: 90 });
      expect(res.statusCode).toBe(200);
      const { round, balance } = res.json();
      const wins = wallet.calls.filter((c) => c.call === 'win');
      expect(wins).toHaveLength(2);
      expect(wins[0]!.body).toEqual(wins[1]!.body);
      expect(balance).toBe(50_000 - 1000 + round.win);
      expect(wallet.accounts.get(TOKEN)!.balance).toBe(balance);
    });

    it('a bet without an answer is rolled back and the player told', async () => {
      const session = await open(dice.identity, 'real');
      wallet.failures.bet = ['lost', 'down', 'down'];
      const res = await play(session.sessionId, 500, DICE_BET);
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('wallet_unavailable');
      const bet = wallet.calls.find((c) => c.call === 'bet')!;
      const rollback = wallet.calls.find((c) => c.call === 'rollback')!;
      expect(rollback.body.referenceTransactionId).toBe(bet.body.transactionId);
      expect(wallet.accounts.get(TOKEN)!.balance).toBe(50_000);
      expect(wallet.calls.some((c) => c.call === 'win')).toBe(false);
    });

    it('a win that never gets through is paid later by the sweeper', async () => {
      const session = await open(dice.identity, 'real');
      wallet.failures.win = ['down', 'down', 'down', 'down'];
      const res = await play(session.sessionId, 1000, { ...DICE_BET, target: 95 });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('win_pending');
      const ctx = {
        db: t.database.db,
        log: t.app.log,
        seamless: createSeamlessClient({ baseUrl: () => wallet.url, secret: async () => SECRET }),
        demoBalance: 0,
        retryDelays: { balance: [], bet: [], win: [], rollback: [] },
        staleRoundMs: 0,
      };
      expect(await sweepOpenRounds(ctx)).toBeGreaterThanOrEqual(1);
      const [row] = await t.database.db
        .select()
        .from(providerRounds)
        .where(eq(providerRounds.betTransactionId, String(wallet.calls[1]!.body.transactionId)));
      expect(row!.status).toBe('settled');
      expect(wallet.accounts.get(TOKEN)!.balance).toBe(50_000 - 1000 + row!.win);
    }, 15_000);

    it('a retried requestId answers with the same round and moves money once', async () => {
      const session = await open(dice.identity, 'real');
      const requestId = randomUUID();
      const first = await play(session.sessionId, 200, DICE_BET, requestId);
      const second = await play(session.sessionId, 200, DICE_BET, requestId);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json().round).toEqual(first.json().round);
      expect(wallet.calls.filter((c) => c.call === 'bet')).toHaveLength(1);
      expect(wallet.accounts.get(TOKEN)!.balance).toBe(first.json().balance);
    });

    it('two rounds sent at once on one session: one plays, the other is told to wait', async () => {
      const session = await open(dice.identity, 'real');
      // The wallet holds the first bet, so its round is still open when the other arrives.
      let release = () => {};
      wallet.holdBets = new Promise<void>((resolve) => {
        release = resolve;
      });
      const sent = [play(session.sessionId, 100, DICE_BET), play(session.sessionId, 100, DICE_BET)];
      const early = await Promise.race(sent);
      release();
      wallet.holdBets = null;
      const answers = await Promise.all(sent);
      expect(early.statusCode).toBe(409);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe(
        'round_in_progress',
      );
      expect(wallet.calls.filter((c) => c.call === 'bet')).toHaveLength(1);
      const { round, balance } = answers.find((a) => a.statusCode === 200)!.json();
      expect(balance).toBe(50_000 - 100 + round.win);
    });

    it('an expired launch token is shown as such', async () => {
      const session = await open(dice.identity, 'real');
      wallet.accounts.delete(TOKEN);
      const res = await play(session.sessionId, 100, DICE_BET);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('invalid_token');
    });
  });

  describe('provably fair', () => {
    it('the hash shown before a round is sha256 of the seed revealed after it, and the round recomputes', async () => {
      const session = await open(slot.identity, 'real');
      let commit = session.fairness;
      for (let i = 0; i < 3; i++) {
        const { round, fairness } = (await play(session.sessionId, 100, { kind: 'slot' })).json();
        expect(round.fairness.serverSeedHash).toBe(commit.serverSeedHash);
        expect(hashServerSeed(round.fairness.serverSeed)).toBe(commit.serverSeedHash);
        expect(round.fairness.nonce).toBe(commit.nonce);
        expect(fairness.nonce).toBe(commit.nonce + 1);
        expect(fairness.serverSeedHash).not.toBe(commit.serverSeedHash);

        const publicRound = await t.app.inject({ url: `/provider/api/rounds/${round.id}` });
        expect(publicRound.statusCode).toBe(200);
        const recorded = publicRound.json();
        const check = verifyRound({
          title: findTitle(recorded.identity)!,
          bet: recorded.bet,
          stake: recorded.stake,
          ...recorded.fairness,
          recorded: {
            stake: recorded.stake,
            win: recorded.win,
            multiplier: recorded.win / recorded.stake,
            outcome: recorded.outcome,
          },
        });
        expect(check).toMatchObject({ valid: true, hashMatches: true, resultMatches: true });
        commit = fairness;
      }
    });

    it('a seed not yet revealed is not served, and a wrong seed fails verification', async () => {
      const session = await open(dice.identity);
      const { round } = (await play(session.sessionId, 100, DICE_BET)).json();
      const forged = verifyRound({
        title: dice,
        bet: DICE_BET,
        stake: 100,
        serverSeed: 'f'.repeat(64),
        clientSeed: round.fairness.clientSeed,
        nonce: round.fairness.nonce,
        serverSeedHash: round.fairness.serverSeedHash,
      });
      expect(forged.hashMatches).toBe(false);
      const missing = await t.app.inject({ url: `/provider/api/rounds/${randomUUID()}` });
      expect(missing.statusCode).toBe(404);
    });

    it('the player sets the client seed of the next rounds', async () => {
      const session = await open(dice.identity);
      const put = (clientSeed: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/provider/api/sessions/${session.sessionId}/client-seed`,
          payload: { clientSeed },
        });
      const bad = await put('é');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('clientSeed');
      const res = await put('my lucky seed');
      expect(res.json()).toEqual({ ...session.fairness, clientSeed: 'my lucky seed' });
      const { round } = (await play(session.sessionId, 100, DICE_BET)).json();
      expect(round.fairness.clientSeed).toBe('my lucky seed');
    });

    it('the verify page recomputes a recorded round from its id', async () => {
      const session = await open(crash.identity);
      const { round } = (
        await play(session.sessionId, 100, { kind: 'crash', cashOutAt: 2 })
      ).json();
      const page = await t.app.inject({ url: `/provider/verify?round=${round.id}&lang=de` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('sha256(Server-Seed) entspricht dem zugesagten Hash');
      expect(page.body).toContain('entspricht der gespeicherten Runde');
      expect(page.body).toContain(round.fairness.serverSeed);
      expect(page.body).not.toMatch(/\p{Extended_Pictographic}/u);
      // A slot round shows its grid as the symbols' drawings.
      const slotSession = await open(slot.identity);
      const slotRound = (await play(slotSession.sessionId, 100, { kind: 'slot' })).json().round;
      const slotPage = await t.app.inject({ url: `/provider/verify?round=${slotRound.id}` });
      const config = slot.config as SlotConfig;
      const shown = slotRound.outcome.base.grid[0][0] as string;
      const symbol = config.symbols.find((s) => s.id === shown)!;
      expect(slotPage.body).toContain(
        `<img src="${escapeHtml(symbolDataUri(symbol, symbol.kind))}" alt="${escapeHtml(symbol.name)}"`,
      );
      expect(slotPage.body).not.toMatch(/\p{Extended_Pictographic}/u);
      const tampered = await t.app.inject({
        url: `/provider/verify?round=${round.id}&serverSeed=${'0'.repeat(64)}`,
      });
      expect(tampered.body).toContain('differs from the committed hash');
    });
  });

  describe('input', () => {
    it('bad bets are 400 naming the field and change nothing', async () => {
      const session = await open(dice.identity);
      const cases = [
        [100, { kind: 'dice', target: 150, direction: 'under' }, 'bet.target'],
        [100, { kind: 'slot' }, 'bet.kind'],
        [123, DICE_BET, 'stake'],
        [100, { kind: 'dice', target: 50 }, 'bet.direction'],
      ] as const;
      for (const [stake, bet, field] of cases) {
        const res = await play(session.sessionId, stake, bet);
        expect(res.statusCode, field).toBe(400);
        expect(Object.keys(res.json().error.fields)).toContain(field);
      }
      const { round, balance } = (await play(session.sessionId, 100, DICE_BET)).json();
      expect(round.fairness.nonce).toBe(0);
      expect(balance).toBe(10_000_000 - 100 + round.win);
    });

    it('unknown sessions and games are refused', async () => {
      expect((await play('x'.repeat(43), 100, DICE_BET)).statusCode).toBe(401);
      const res = await t.app.inject({
        method: 'POST',
        url: '/provider/api/sessions',
        payload: { identity: 'no-such-game', mode: 'demo' },
      });
      expect(res.statusCode).toBe(404);
      const real = await t.app.inject({
        method: 'POST',
        url: '/provider/api/sessions',
        payload: { identity: dice.identity, mode: 'real' },
      });
      expect(real.statusCode).toBe(400);
      expect(real.json().error.fields).toHaveProperty('token');
    });
  });

  describe('game page', () => {
    it('serves the client shell in the asked language with a strict CSP and cached assets', async () => {
      const res = await t.app.inject({
        url: `/provider/games/${slot.identity}?mode=demo&lang=pt-br&lobby=/games`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('Carregando o jogo…');
      // The loading screen shows the title's own drawing (SVG), never an emoji a font may lack.
      expect(res.body).toContain(
        `<img class="loading-art" src="${escapeHtml(symbolDataUri(slot.art.motif[0]!, 'high'))}"`,
      );
      expect(res.body).not.toMatch(/\p{Extended_Pictographic}/u);
      const boot = JSON.parse(
        /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(res.body)![1]!,
      );
      expect(boot).toMatchObject({
        identity: slot.identity,
        kind: 'slot',
        mode: 'demo',
        lang: 'pt-br',
        lobby: '/games',
      });
      const script = /src="(\/provider\/assets\/game\.[0-9a-f]+\.js)"/.exec(res.body)![1]!;
      const asset = await t.app.inject({ url: script, headers: { 'accept-encoding': 'gzip' } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.headers['content-encoding']).toBe('gzip');
      const evil = await t.app.inject({
        url: `/provider/games/${slot.identity}?lobby=//evil.test`,
      });
      expect(evil.body).toContain('"lobby":null');
      const missing = await t.app.inject({ url: '/provider/games/no-such-game' });
      expect(missing.statusCode).toBe(404);
    });
  });
});
