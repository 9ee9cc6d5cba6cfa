import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { LedgerCheck, Report } from '@casino/contracts/backoffice';
import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  fundedWalletPlayer,
  insertGame,
  insertProvider,
  playRound,
} from '../../../test/factories/game-play.ts';
import { CSRF, type SignedIn, signIn } from '../../../test/factories/operators.ts';
import { grantBonus, type WalletPlayer } from '../../../test/factories/wallet.ts';
import { csvCell } from '../reporting/service.ts';
import { createWalletContext } from '../wallet/context.ts';

type Figures = { stakes: number; wins: number; bonusCosts: number };

/**
 * Report totals against the ledger (issue 14): bets, wins and rollbacks in two currencies, on
 * three games of two providers, posted through the wallet's game movements exactly as the
 * seamless wallet posts them (reference = the round).
 */
describe.each(TEST_DATABASES)('GGR/NGR reports ($name)', (database) => {
  let t: TestApp;
  let db: Db;
  let payments: SignedIn;
  let marketing: SignedIn;
  const today = new Date().toISOString().slice(0, 10);
  const ids = { providerA: '', providerB: '', g1: '', g2: '', g3: '' };

  const round = (player: WalletPlayer, currency: string, game: string, provider: string) =>
    playRound(db, player, currency, game, provider);
  const fundedPlayer = (currency: string, amount: number) =>
    fundedWalletPlayer(db, currency, amount);

  beforeAll(async () => {
    t = await buildTestApp(database);
    db = t.app.db;
    payments = await signIn(t.app, 'payments');
    marketing = await signIn(t.app, 'marketing');
    const provider = (name: string) => insertProvider(db, name);
    const game = (providerId: string, name: string) => insertGame(db, providerId, name);
    ids.providerA = await provider('Provider A');
    ids.providerB = await provider('Provider B');
    ids.g1 = await game(ids.providerA, 'Gold, "Rush"');
    ids.g2 = await game(ids.providerA, '=HYPERLINK("x")');
    ids.g3 = await game(ids.providerB, 'Comet');

    const usd = await fundedPlayer('USD', 10_000);
    const eur = await fundedPlayer('EUR', 300);
    await grantBonus(createWalletContext({ db }), eur, 1_000, 'EUR');

    // USD: a win, a rolled-back bet, a loss.
    const r1 = await round(usd, 'USD', ids.g1, ids.providerA);
    await r1.win(2_500, await r1.stake(1_000));
    const r2 = await round(usd, 'USD', ids.g2, ids.providerA);
    await r2.rollback(await r2.stake(500));
    const r3 = await round(usd, 'USD', ids.g3, ids.providerB);
    await r3.stake(700);
    // EUR: real then bonus money staked (the win returns 150 real, 250 bonus); a rolled-back
    // bet of 150 real and 50 bonus; a real-money bet that wins.
    const r4 = await round(eur, 'EUR', ids.g1, ids.providerA);
    await r4.win(400, await r4.stake(800)); // 300 real + 500 bonus
    const r5 = await round(eur, 'EUR', ids.g3, ids.providerB);
    await r5.rollback(await r5.stake(200));
    const r6 = await round(eur, 'EUR', ids.g3, ids.providerB);
    await r6.win(1_000, await r6.stake(100));
  });
  afterAll(() => t?.close());

  const report = async (groupBy: string, who = payments) => {
    const res = await t.app.inject({
      url: `${backofficeApi.getReport.path}?from=${today}&to=${today}&groupBy=${groupBy}`,
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Report;
  };

  /** The ledger's own figures: the player side of every game transfer, per currency. */
  async function ledgerFigures(): Promise<Record<string, Figures>> {
    const rows = await queryRows<{ currency: string; code: string; kind: string; amount: string }>(
      db,
      sql`select a.currency, t.code, a.kind, sum(e.amount) as amount
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.wallet_account_id is not null
        join ledger_transfers t on t.id = e.transfer_id
        where t.code in ('stake', 'win', 'stake_refund', 'win_reversal')
        group by 1, 2, 3`,
    );
    const out: Record<string, Figures> = {};
    for (const r of rows) {
      const f = out[r.currency] ?? { stakes: 0, wins: 0, bonusCosts: 0 };
      out[r.currency] = f;
      const amount = Number(r.amount); // the player's balance change
      // A win taken back (win_reversal) lowers the balance: a negative win.
      if (r.code === 'win' || r.code === 'win_reversal') f.wins += amount;
      else f.stakes -= amount; // a stake lowers the balance, its refund raises it back
      if ((r.code === 'stake' || r.code === 'stake_refund') && r.kind === 'bonus')
        f.bonusCosts -= amount;
    }
    return out;
  }

  it('totals equal the ledger by day, currency, game and provider; rollbacks cancel their bets', async () => {
    const ledger = await ledgerFigures();
    expect(ledger).toEqual({
      USD: { stakes: 1_700, wins: 2_500, bonusCosts: 0 },
      EUR: { stakes: 900, wins: 1_400, bonusCosts: 500 },
    });
    for (const groupBy of ['day', 'currency', 'game', 'provider']) {
      const r = await report(groupBy);
      const totals = Object.fromEntries(
        r.totals.map((x) => [
          x.currency,
          { stakes: x.stakes, wins: x.wins, bonusCosts: x.bonusCosts },
        ]),
      );
      expect(totals, groupBy).toEqual(ledger);
      for (const x of r.totals) {
        expect(x.ggr).toBe(x.stakes - x.wins);
        expect(x.ngr).toBe(x.ggr - x.bonusCosts - x.fees);
      }
      // The rows add up to the totals.
      const usdRows = r.rows.filter((row) => row.currency === 'USD');
      expect(usdRows.reduce((s, row) => s + row.ggr, 0)).toBe(-800);
    }
    const byProvider = await report('provider');
    expect(
      byProvider.rows.map((r) => [r.label, r.currency, r.stakes, r.wins, r.bonusCosts]),
    ).toEqual(
      expect.arrayContaining([
        ['Provider A', 'USD', 1_000, 2_500, 0],
        ['Provider A', 'EUR', 800, 400, 500],
        ['Provider B', 'USD', 700, 0, 0],
        ['Provider B', 'EUR', 100, 1_000, 0],
      ]),
    );
    const byGame = await report('game');
    const rolledBack = byGame.rows.find((r) => r.key === ids.g2)!;
    expect([rolledBack.stakes, rolledBack.wins, rolledBack.ggr]).toEqual([0, 0, 0]);
    const byDay = await report('day', marketing);
    expect(byDay.rows.map((r) => r.key)).toEqual([today, today]);
    // The base-currency total converts each currency at today's rate.
    const rates = await queryRows<{ code: string; rate: string; is_base: boolean }>(
      db,
      sql`select code, rate, is_base from currencies where code in ('USD', 'EUR') or is_base`,
    );
    const base = rates.find((r) => r.is_base)!;
    const toBase = (n: number, code: string) =>
      Math.round((n * Number(rates.find((r) => r.code === code)!.rate)) / Number(base.rate));
    expect(byDay.baseCurrency).toBe(base.code);
    expect(
      Math.abs(byDay.baseTotal.ggr - (toBase(-800, 'USD') + toBase(-500, 'EUR'))),
    ).toBeLessThanOrEqual(1);
  });

  it('counts a win taken back by a corrected result (win_reversal) against the wins', async () => {
    const before = await report('provider');
    const row = (r: Report) =>
      r.rows.find((x) => x.key === ids.providerB && x.currency === 'USD') ?? { stakes: 0, wins: 0 };
    const bettor = await fundedPlayer('USD', 1_000);
    const bet = await round(bettor, 'USD', ids.g3, ids.providerB);
    const stake = await bet.stake(400);
    await bet.win(2_000, stake);
    await bet.takeBack(1_200, stake); // the result was corrected: the payout is 800
    const after = await report('provider');
    expect(row(after).stakes - row(before).stakes).toBe(400);
    expect(row(after).wins - row(before).wins).toBe(800);
    const usd = (r: Report) => r.totals.find((x) => x.currency === 'USD')!;
    expect(usd(after).ggr - usd(before).ggr).toBe(400 - 800);
    expect((await ledgerFigures()).USD?.wins).toBe(usd(after).wins);
  });

  it('downloads the report as CSV for payments, escaped and formula-safe; marketing may not', async () => {
    const url = `${backofficeApi.exportReportCsv.path}?from=${today}&to=${today}&groupBy=game`;
    const res = await t.app.inject({ url, headers: { cookie: payments.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ggr-ngr-by-game-${today}-to-${today}.csv"`,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toMatch(
      /^game,name,currency,stakes,wins,ggr,bonus_costs,fees,ngr,ggr_\w+,ngr_\w+$/,
    );
    expect(lines).toContain(
      `${ids.g1},"Gold, ""Rush""",USD,10.00,25.00,-15.00,0.00,0.00,-15.00,-15.00,-15.00`,
    );
    expect(res.body).toContain(`${ids.g2},"'=HYPERLINK(""x"")",USD,0.00,0.00,0.00`);
    expect(lines).toContain('total,Total,EUR,9.00,14.00,-5.00,5.00,0.00,-10.00,,');
    const refused = await t.app.inject({ url, headers: { cookie: marketing.cookie } });
    expect(refused.statusCode).toBe(403);
    const audit = await queryRows<{ action: string; target_id: string }>(
      db,
      sql`select action, target_id from audit_log where action = 'report.export'`,
    );
    expect(audit).toEqual([{ action: 'report.export', target_id: `game:${today}..${today}` }]);
  });

  it('the ledger check proves the ledger, names a broken balance, is audited and is for money roles', async () => {
    const check = async (who: SignedIn) =>
      t.app.inject({
        method: 'POST',
        url: backofficeApi.checkLedger.path,
        headers: { cookie: who.cookie, ...CSRF },
      });
    const clean = await check(payments);
    expect(clean.statusCode, clean.body).toBe(200);
    const report = clean.json() as LedgerCheck;
    expect(report).toMatchObject({ ok: true, mismatchCount: 0, mismatches: [] });
    expect(report.transfers).toBeGreaterThan(6);
    expect(report.entries).toBe(report.transfers * 2);
    expect((await check(marketing)).statusCode).toBe(403);

    // A balance changed behind the ledger's back: the check names the account and both figures.
    const [account] = await queryRows<{ id: string; balance: string }>(
      db,
      sql`select id, balance from ledger_accounts where wallet_account_id is not null and balance > 0 limit 1`,
    );
    await db.execute(
      sql`update ledger_accounts set balance = balance + 1 where id = ${account!.id}`,
    );
    try {
      const broken = (await check(payments)).json() as LedgerCheck;
      expect(broken.ok).toBe(false);
      expect(broken.mismatches).toContainEqual({
        rule: 'account_balance',
        subject: account!.id,
        expected: `sum of entries ${account!.balance}`,
        actual: `balance ${Number(account!.balance) + 1}`,
      });
    } finally {
      await db.execute(
        sql`update ledger_accounts set balance = balance - 1 where id = ${account!.id}`,
      );
    }
    const audit = await queryRows<{ action: string; after: { ok: boolean } }>(
      db,
      sql`select action, after from audit_log where action = 'ledger.check' order by id`,
    );
    expect(audit.map((a) => a.after.ok)).toEqual([true, false]);
  });

  it('refuses a range that ends before it starts, naming the field', async () => {
    const res = await t.app.inject({
      url: `${backofficeApi.getReport.path}?from=2026-02-02&to=2026-02-01`,
      headers: { cookie: payments.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain('to');
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
