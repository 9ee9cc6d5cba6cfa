import { randomUUID } from 'node:crypto';
import { NetPositionSchema, StatementSchema } from '@casino/contracts';
import { type Db, ledgerAccounts, ledgerEntries, players, walletAccounts } from '@casino/db';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { fundByCard } from '../../../test/factories/payments.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { pdfTextRuns } from '../../../test/pdf-text.ts';
import { createWalletContext } from './context.ts';
import { payWin, placeStake, reserveWithdrawal, type WalletContext } from './service.ts';
import { decimalOf, statementCsv, statementLanguage } from './statement-files.ts';
import { balanceChange, statementTimeZone } from './statements.ts';

/** The strings a statement PDF draws (a field of a line each), decoded through its fonts. */
const pdfText = async (pdf: Buffer) => (await pdfTextRuns(pdf)).map((run) => run.text);

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('statement helpers', () => {
  it('writes minor units as exact decimals of the currency', () => {
    expect(decimalOf(1205, 100)).toBe('12.05');
    expect(decimalOf(-5, 100)).toBe('-0.05');
    expect(decimalOf(0, 100)).toBe('0.00');
    expect(decimalOf(123_456_789, 100_000_000)).toBe('1.23456789');
    expect(decimalOf(7, 1)).toBe('7');
  });

  it('speaks the first language it knows and keeps a valid profile time zone, else UTC', () => {
    expect(statementLanguage([null, 'de-DE', 'en'])).toBe('de');
    expect(statementLanguage(['pt-BR'])).toBe('pt-br');
    expect(statementLanguage(['ja', 'es'])).toBe('es');
    expect(statementLanguage(['ja'])).toBe('en');
    expect(statementLanguage(['pl-PL'])).toBe('pl');
    expect(statementLanguage(['ja', 'ar-SA'])).toBe('ar');
    expect(statementLanguage(['fr-CA'])).toBe('fr');
    expect(statementTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(statementTimeZone('Mars/Olympus')).toBe('UTC');
    expect(statementTimeZone(null)).toBe('UTC');
  });
});

describe('statement files in the new languages', () => {
  const statement = {
    currency: 'USD',
    from: '2026-11-01',
    to: '2026-11-07',
    timeZone: 'UTC',
    openingBalance: 0,
    closingBalance: 1500,
    deposits: 2000,
    withdrawals: 0,
    stakes: 1000,
    wins: 500,
    bonuses: 0,
    other: 0,
    days: [],
  } as unknown as Parameters<typeof statementCsv>[0];
  const usd = { code: 'USD', subunitToUnit: 100, type: 'fiat' } as const;

  it.each([
    ['pl', 'Zestawienie aktywności', 'Wpłaty,20.00'],
    ['ar', 'كشف النشاط', 'الإيداعات,20.00'],
  ] as const)('writes the %s CSV in its language', (language, title, row) => {
    const csv = statementCsv(statement, usd, language);
    expect(csv).toContain(title);
    expect(csv).toContain(row);
  });
});

describe.each(TEST_DATABASES)('net position and statements on $name', (testDb) => {
  let t: TestApp;
  let db: Db;
  let wallet: WalletContext;
  let player: TestPlayer;
  let accountId: string;
  const now = Date.now();
  const today = isoDay(now);

  const get = (url: string, who: TestPlayer = player, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...auth(who.accessToken), ...headers } });
  const statementOf = async (from: string, to: string) => {
    const res = await get(`/api/wallet/statements?from=${from}&to=${to}&currency=USD`);
    expect(res.statusCode, res.body).toBe(200);
    return StatementSchema.parse(res.json());
  };
  const move = () => ({ playerId: player.id, currency: 'USD', idempotencyKey: randomUUID() });

  /** The balance (real + bonus) the ledger rows give at `instant`: each account's last entry before it. */
  async function ledgerBalanceAt(instant: Date): Promise<number> {
    const accounts = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.walletAccountId, accountId),
          inArray(ledgerAccounts.kind, ['real', 'bonus']),
        ),
      );
    let total = 0;
    for (const account of accounts) {
      const [last] = await db
        .select({ balanceAfter: ledgerEntries.balanceAfter })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountId, account.id), lt(ledgerEntries.createdAt, instant)))
        .orderBy(sql`${ledgerEntries.id} desc`)
        .limit(1);
      total += Number(last?.balanceAfter ?? 0);
    }
    return total;
  }

  beforeAll(async () => {
    t = await buildTestApp(testDb);
    db = t.database.db;
    wallet = createWalletContext({ db });
    player = await registerPlayer(t.app, { currency: 'USD' });
    const [account] = await db
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(eq(walletAccounts.playerId, player.id));
    accountId = account!.id;

    // Three days ago: a deposit of 100.00, a stake of 30.00 and a win of 12.50.
    await fundByCard(t.app, player, 10_000);
    expect((await placeStake(wallet, { ...move(), amount: 3_000 })).ok).toBe(true);
    expect(
      (await payWin(wallet, { ...move(), amount: 1_250, stake: { real: 3_000, bonus: 0 } })).ok,
    ).toBe(true);
    // The entries are moved back in time (the ledger's triggers refuse it outside a test).
    await db.execute(sql`alter table ledger_entries disable trigger user`);
    await db.execute(
      sql`update ledger_entries set created_at = created_at - interval '3 days'
        where account_id in (select id from ledger_accounts where wallet_account_id = ${accountId})`,
    );
    await db.execute(sql`alter table ledger_entries enable trigger user`);

    // Today: a deposit of 20.00, a stake of 5.00 and a withdrawal of 10.00 requested.
    await fundByCard(t.app, player, 2_000);
    expect((await placeStake(wallet, { ...move(), amount: 500 })).ok).toBe(true);
    expect((await reserveWithdrawal(wallet, { ...move(), amount: 1_000 })).ok).toBe(true);
  });
  afterAll(() => t?.close());

  it('totals a range to the cent against the ledger rows: opening + movements = closing', async () => {
    const from = isoDay(now - DAY);
    const statement = await statementOf(from, today);
    expect(statement).toMatchObject({
      currency: 'USD',
      timeZone: 'UTC',
      openingBalance: 10_000 - 3_000 + 1_250,
      deposits: 2_000,
      withdrawals: 1_000,
      stakes: 500,
      wins: 0,
      bonuses: 0,
      other: 0,
      closingBalance: 8_250 + 2_000 - 1_000 - 500,
    });
    expect(statement.days).toEqual([
      expect.objectContaining({ date: today, deposits: 2_000, closingBalance: 8_750 }),
    ]);
    const start = new Date(`${from}T00:00:00Z`);
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + DAY);
    expect(statement.openingBalance).toBe(await ledgerBalanceAt(start));
    expect(statement.closingBalance).toBe(await ledgerBalanceAt(end));
    expect(statement.openingBalance + balanceChange(statement)).toBe(statement.closingBalance);
  });

  it('gives each day of a longer range the balance it closed on', async () => {
    const statement = await statementOf(isoDay(now - 5 * DAY), today);
    expect(statement.openingBalance).toBe(0);
    expect(statement).toMatchObject({ deposits: 12_000, stakes: 3_500, wins: 1_250 });
    expect(statement.days.map((day) => [day.date, day.closingBalance])).toEqual([
      [isoDay(now - 3 * DAY), 8_250],
      [today, 8_750],
    ]);
    // A range after the last movement: nothing moves, the balance stays.
    const later = await statementOf(isoDay(now + DAY), isoDay(now + 2 * DAY));
    expect(later).toMatchObject({ openingBalance: 8_750, closingBalance: 8_750, days: [] });
  });

  it('nets deposits − withdrawals and wins − stakes for today, this week, this month and since joining', async () => {
    const res = await get('/api/wallet/net-position?currency=USD');
    expect(res.statusCode, res.body).toBe(200);
    const { periods, timeZone } = NetPositionSchema.parse(res.json());
    expect(timeZone).toBe('UTC');
    const byPeriod = Object.fromEntries(periods.map((p) => [p.period, p]));
    expect(byPeriod.today).toMatchObject({ depositNet: 1_000, gamingNet: -500 });
    expect(byPeriod.sinceJoining).toMatchObject({
      deposits: 12_000,
      withdrawals: 1_000,
      depositNet: 11_000,
      stakes: 3_500,
      wins: 1_250,
      gamingNet: -2_250,
    });
    expect(byPeriod.today!.from).toBe(`${today}T00:00:00.000Z`);
    // The week and month hold today and maybe the older day, never less than today.
    for (const period of ['week', 'month'] as const) {
      expect([1_000, 11_000]).toContain(byPeriod[period]!.depositNet);
    }
  });

  it('counts days in the profile time zone', async () => {
    await db
      .update(players)
      .set({ timeZone: 'Pacific/Kiritimati' })
      .where(eq(players.id, player.id));
    try {
      const res = await get('/api/wallet/net-position?currency=USD');
      const { timeZone, periods } = NetPositionSchema.parse(res.json());
      expect(timeZone).toBe('Pacific/Kiritimati');
      // Midnight at UTC+14 is 10:00 UTC the day before.
      expect(periods[0]!.from).toMatch(/T10:00:00\.000Z$/);
    } finally {
      await db.update(players).set({ timeZone: null }).where(eq(players.id, player.id));
    }
  });

  it('downloads the statement as CSV with the same totals', async () => {
    const from = isoDay(now - DAY);
    const res = await get(
      `/api/wallet/statements?from=${from}&to=${today}&currency=USD&format=csv`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-USD-${from}-to-${today}.csv"`,
    );
    const rows = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows).toContain('Opening balance,82.50');
    expect(rows).toContain('Deposits,20.00');
    expect(rows).toContain('Withdrawals,10.00');
    expect(rows).toContain('Stakes,5.00');
    expect(rows).toContain('Closing balance,87.50');
    expect(rows).toContain(`${today},20.00,10.00,5.00,0.00,0.00,0.00,87.50`);
  });

  it('downloads the statement as a PDF in the player language', async () => {
    const from = isoDay(now - DAY);
    const url = `/api/wallet/statements?from=${from}&to=${today}&currency=USD&format=pdf`;
    const english = await get(url);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(english.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining(['Activity statement', 'Closing balance', '$87.50', '$82.50']),
    );

    const german = await pdfText(
      (await get(url, player, { 'accept-language': 'de-DE,de' })).rawPayload,
    );
    expect(german).toEqual(expect.arrayContaining(['Kontoauszug', 'Schlusssaldo', '87,50\u00a0$']));
    // The profile's language wins over the browser's.
    await db.update(players).set({ language: 'es' }).where(eq(players.id, player.id));
    const spanish = await pdfText((await get(url, player, { 'accept-language': 'de' })).rawPayload);
    expect(spanish).toEqual(expect.arrayContaining(['Extracto de actividad', 'Saldo final']));
    // Polish and Arabic get theirs too (they were English while the PDF used Helvetica).
    await db.update(players).set({ language: 'pl' }).where(eq(players.id, player.id));
    const polish = await pdfText((await get(url, player)).rawPayload);
    expect(polish).toEqual(expect.arrayContaining(['Zestawienie aktywności', '87,50\u00a0USD']));
    await db.update(players).set({ language: 'ar' }).where(eq(players.id, player.id));
    const arabic = await pdfTextRuns((await get(url, player)).rawPayload);
    // drawn right to left: read from its last glyph
    const read = arabic.map((run) => run.chars.toReversed().join(''));
    expect(read).toEqual(expect.arrayContaining(['كشف النشاط', 'الرصيد الختامي']));
  });

  it('refuses bad ranges naming the field, and a currency without an account', async () => {
    const bad = await get('/api/wallet/statements?from=2026-02-30&to=2026-03-01&currency=USD');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('from');
    const reversed = await get('/api/wallet/statements?from=2026-03-02&to=2026-03-01&currency=USD');
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).fields).toHaveProperty('to');
    const long = await get('/api/wallet/statements?from=2025-01-01&to=2026-01-02&currency=USD');
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toHaveProperty('to');
    const format = await get(
      `/api/wallet/statements?from=${today}&to=${today}&currency=USD&format=xls`,
    );
    expect(format.statusCode).toBe(400);
    expect(errorOf(format).fields).toHaveProperty('format');
    const none = await get(`/api/wallet/statements?from=${today}&to=${today}&currency=EUR`);
    expect(none.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/net-position?currency=USD',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
