import { backofficeApi, type GbReturn, type Jurisdictions } from '@casino/contracts/api/backoffice';
import { auditLog, type Db, players, queryRows } from '@casino/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  fundedWalletPlayer,
  insertGame,
  insertProvider,
  playRound,
} from '../../../test/factories/game-play.ts';
import { type SignedIn, signIn } from '../../../test/factories/operators.ts';
import type { WalletPlayer } from '../../../test/factories/wallet.ts';
import { changeLimit } from '../limits/service.ts';
import { quarterPeriod } from '../reporting/service.ts';

/** The quarter (its first month) that London is in now. */
function currentQuarter(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return `${year}-${String(month - ((month - 1) % 3)).padStart(2, '0')}`;
}

describe('the GB return quarter', () => {
  it('runs in UK time: BST moves the start of April, July and October an hour back', () => {
    expect(quarterPeriod('2026-01')).toEqual({
      since: new Date('2026-01-01T00:00:00Z'),
      until: new Date('2026-03-31T23:00:00Z'),
      periodStart: '2026-01-01',
      periodEnd: '2026-03-31',
    });
    expect(quarterPeriod('2026-10')).toMatchObject({
      since: new Date('2026-09-30T23:00:00Z'),
      until: new Date('2027-01-01T00:00:00Z'),
      periodEnd: '2026-12-31',
    });
  });
});

/**
 * The GB quarterly regulatory return (issue 32) against the ledger: bets, wins, a rollback and a
 * win taken back, on a slot, a roulette and the sportsbook, for two GB players, and play of a
 * German and a country-less player that must not be counted.
 */
describe.each(TEST_DATABASES)('GB regulatory return ($name)', (database) => {
  let t: TestApp;
  let db: Db;
  let compliance: SignedIn;
  const quarter = currentQuarter();
  const gb: WalletPlayer[] = [];

  const round = (player: WalletPlayer, currency: string, gameId: string, providerId: string) =>
    playRound(db, player, currency, gameId, providerId);

  async function player(country: string | null, currency: string): Promise<WalletPlayer> {
    const p = await fundedWalletPlayer(db, currency, 100_000);
    await db.update(players).set({ country }).where(eq(players.id, p.playerId));
    return p;
  }

  beforeAll(async () => {
    t = await buildTestApp(database, { JURISDICTION_COUNTRIES: { GB: 'gb', DE: 'de' } });
    db = t.app.db;
    compliance = await signIn(t.app, 'compliance');
    const p = await insertProvider(db, 'GB return');
    const game = (kind: string) => insertGame(db, p, kind, kind);
    const slot = await game('slot');
    const roulette = await game('roulette');
    const sports = await game('sports');

    gb.push(await player('GB', 'GBP'), await player('GB', 'GBP'));
    const [ann, bob] = gb as [WalletPlayer, WalletPlayer];
    // Ann: a slot win, a slot loss, a rolled-back roulette bet.
    const a1 = await round(ann, 'GBP', slot, p);
    await a1.win(1_234, await a1.stake(501));
    const a2 = await round(ann, 'GBP', slot, p);
    await a2.stake(299);
    const a3 = await round(ann, 'GBP', roulette, p);
    await a3.rollback(await a3.stake(1_000));
    // Bob: roulette, and a sports bet whose win is partly taken back by a corrected result.
    const b1 = await round(bob, 'GBP', roulette, p);
    await b1.win(3_500, await b1.stake(100));
    const b2 = await round(bob, 'GBP', sports, p);
    const stake = await b2.stake(2_000);
    await b2.win(5_000, stake);
    await b2.takeBack(1_999, stake);
    // Not GB: a German player and one without a country.
    const de = await player('DE', 'EUR');
    const d1 = await round(de, 'EUR', slot, p);
    await d1.stake(777);
    const nowhere = await player(null, 'GBP');
    const n1 = await round(nowhere, 'GBP', slot, p);
    await n1.stake(888);

    // Responsible gaming: Ann sets a deposit limit and tightens it (one limit set), Bob takes a
    // time-out, a third GB player self-excludes; the German player sets a limit (not counted).
    const limits = t.app.limits;
    const set = (who: WalletPlayer, amount: number) =>
      changeLimit(limits, who.playerId, {
        action: 'set',
        definition: 3,
        period: 'weekly',
        currency: 'GBP',
        amount,
      });
    expect((await set(ann, 10_000)).ok).toBe(true);
    expect((await set(ann, 5_000)).ok).toBe(true);
    expect((await set(de, 10_000)).ok).toBe(true);
    const exclude = (who: WalletPlayer, definition: 4 | 5, periodId: string) =>
      changeLimit(limits, who.playerId, { action: 'exclude', definition, periodId });
    expect((await exclude(bob, 5, '24h')).ok).toBe(true);
    expect((await exclude(await player('GB', 'GBP'), 4, '6m')).ok).toBe(true);
  });
  afterAll(() => t?.close());

  /** The ledger's own stakes and wins of the GB players, from their balance changes. */
  async function ledgerGgr() {
    const [row] = await queryRows<{ stakes: string; wins: string }>(
      db,
      sql`select
          -coalesce(sum(e.amount) filter (where t.code in ('stake', 'stake_refund')), 0) as stakes,
          coalesce(sum(e.amount) filter (where t.code in ('win', 'win_reversal')), 0) as wins
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        join wallet_accounts w on w.id = a.wallet_account_id
        join players p on p.id = w.player_id and p.country = 'GB'
        join ledger_transfers t on t.id = e.transfer_id`,
    );
    return { stakes: Number(row!.stakes), wins: Number(row!.wins) };
  }

  const get = (url: string, who = compliance) =>
    t.app.inject({ url, headers: { cookie: who.cookie } });

  it("equals the ledger's stakes minus wins of GB players to the penny, by product", async () => {
    const res = await get(`${backofficeApi.getGbReturn.path}?quarter=${quarter}`);
    expect(res.statusCode, res.body).toBe(200);
    const ret = res.json() as GbReturn;
    const ledger = await ledgerGgr();
    expect(ledger).toEqual({ stakes: 501 + 299 + 100 + 2_000, wins: 1_234 + 3_500 + 3_001 });
    const total = ret.products.find((r) => r.product === 'total' && r.currency === 'GBP')!;
    expect(total.ggr).toBe(ledger.stakes - ledger.wins);
    expect([total.stakes, total.wins]).toEqual([ledger.stakes, ledger.wins]);
    const byProduct = Object.fromEntries(
      ret.products
        .filter((r) => r.product !== 'total')
        .map((r) => [r.product, [r.stakes, r.wins, r.ggr, r.activePlayers]]),
    );
    expect(byProduct).toEqual({
      casino_slots: [800, 1_234, -434, 1],
      casino_other: [100, 3_500, -3_400, 2], // Ann's rolled-back bet: no stake, still active
      sports: [2_000, 3_001, -1_001, 1],
    });
    expect(ret.products.map((r) => r.currency)).not.toContain('EUR');
    expect(ret).toMatchObject({
      places: ['GB'],
      activePlayers: 2,
      newRegistrations: 3,
      depositLimitsSet: 1,
      selfExclusions: 1,
      timeOuts: 1,
      registerExclusions: 0,
    });
  });

  it('downloads the same figures as CSV for compliance, and audits the export', async () => {
    const res = await get(`${backofficeApi.exportGbReturnCsv.path}?quarter=${quarter}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const { periodStart, periodEnd } = quarterPeriod(quarter);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="gb-regulatory-return-${periodStart}-to-${periodEnd}.csv"`,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('period_start,period_end,figure,product,currency,value');
    const value = (figure: string, product: string) =>
      lines
        .find((l) => l.includes(`,${figure},${product},`))
        ?.split(',')
        .at(-1);
    const ledger = await ledgerGgr();
    // Pence as an exact decimal of pounds: -4835 pence is -48.35.
    expect(value('ggr', 'total')).toBe(((ledger.stakes - ledger.wins) / 100).toFixed(2));
    expect(value('ggr', 'total')).toBe('-48.35');
    expect(value('stakes', 'sports')).toBe('20.00');
    expect(value('ggr', 'casino_slots')).toBe('-4.34');
    expect(value('active_players', 'all')).toBe('2');
    expect(value('self_exclusions', 'all')).toBe('1');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetType, 'gb_return'));
    expect(entry).toMatchObject({
      action: 'report.export',
      actorLabel: compliance.email,
      targetId: `${periodStart}..${periodEnd}`,
    });
  });

  it('lists the profile in force per place with every profile and its rules', async () => {
    const res = await get(backofficeApi.getJurisdictions.path);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Jurisdictions;
    expect(body.places).toEqual([
      { place: 'DE', profile: 'de' },
      { place: 'GB', profile: 'gb' },
    ]);
    expect(body.fallback).toBe('none');
    const gbRules = body.profiles.find((p) => p.code === 'gb')!;
    expect(gbRules.maxStake.slot).toEqual({ currency: 'GBP', amount: 500, young: 200 });
    expect(gbRules.bonuses.maxWagering).toBe(10);
    expect(body.profiles.map((p) => p.code)).toEqual(['none', 'gb', 'mt', 'de', 'nl', 'br', 'on']);
  });

  it('is refused to roles without it, and a wrong quarter is named', async () => {
    for (const role of ['payments', 'marketing', 'support'] as const) {
      const who = await signIn(t.app, role);
      const csv = await get(`${backofficeApi.exportGbReturnCsv.path}?quarter=${quarter}`, who);
      expect(csv.statusCode, role).toBe(403);
      expect((await get(backofficeApi.getJurisdictions.path, who)).statusCode, role).toBe(403);
    }
    const admin = await signIn(t.app, 'admin');
    expect((await get(backofficeApi.getJurisdictions.path, admin)).statusCode).toBe(200);
    const bad = await get(`${backofficeApi.getGbReturn.path}?quarter=2026-05`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['quarter']);
  });
});
