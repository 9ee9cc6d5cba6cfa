// The conformance kit (issue 34): a fixed suite of wallet calls replayed against a running
// site through one dialect's driver. Each case states the answer it expects and the ledger
// effect (the player's balance as the wallet API reports it, before and after); the kit checks
// both, then the ledger's own check.
import type { Driver, KitSession, Outcome } from './drivers.ts';

export interface Fixture {
  /** A fresh funded player with a real-money launch of the driver's provider. */
  session(provider: string): Promise<KitSession>;
  /** The player's balance from the wallet (not from the adapter's answer), minor units. */
  balance(session: KitSession): Promise<number>;
  /** Starts a break (a cooling-off) for the player: bets must be refused from now. */
  exclude(session: KitSession): Promise<void>;
  /** The ledger's invariants (`wallet:check`): null when clean, else what is wrong. */
  walletCheck(): Promise<string | null>;
}

export interface CaseResult {
  name: string;
  expected: string;
  ok: boolean;
  /** What differed (empty when ok). */
  problems: string[];
}

export interface KitReport {
  driver: string;
  results: CaseResult[];
  walletCheck: string | null;
  ok: boolean;
}

interface Case {
  name: string;
  /** The answer and ledger effect it expects, as a sentence (printed). */
  expected: string;
  /** Whether it applies to this dialect (a reason when not). */
  appliesTo?: (driver: Driver) => true | string;
  /** Runs the calls; reports problems; `delta` is the ledger effect expected. */
  run(t: CaseContext): Promise<void>;
  delta: number;
}

interface CaseContext {
  driver: Driver;
  s: KitSession;
  fixture: Fixture;
  id(label: string): string;
  expectStatus(outcome: Outcome | undefined, statuses: string[], label: string): void;
}

const OK = ['RS_OK'];
const CONFLICT = 'RS_ERROR_CONFLICT';

const CASES: Case[] = [
  {
    name: 'replay of each call ×10',
    expected:
      'bet, win and rollback each sent 10 times (retries carry their counter where the dialect has one): 10 identical answers each; the ledger moves once: −100 +250 (bet) −100 +100 (rolled back) = +150',
    delta: 150,
    async run(t) {
      const round = t.id('round');
      const bet = { transaction: t.id('bet'), round, amount: 100 };
      const win = { transaction: t.id('win'), round, amount: 250, bet: bet.transaction };
      const round2 = t.id('round');
      const bet2 = { transaction: t.id('bet'), round: round2, amount: 100 };
      const rollback = { transaction: t.id('rb'), bet: bet2.transaction };
      // Each retry is the how-manieth sending (a dialect with a retry counter sends it).
      const calls: [string, (attempt: number) => Promise<Outcome>][] = [
        ['bet', (attempt) => t.driver.bet(t.s, bet, { attempt })],
        ['win', (attempt) => t.driver.win(t.s, win, { attempt })],
        ['second bet', (attempt) => t.driver.bet(t.s, bet2, { attempt })],
        [
          'rollback',
          async (attempt) => (await t.driver.rollback(t.s, round2, [rollback], { attempt }))[0]!,
        ],
      ];
      for (const [label, call] of calls) {
        const answers: Outcome[] = [];
        for (let i = 0; i < 10; i++) answers.push(await call(i));
        t.expectStatus(answers[0], OK, label);
        const different = answers.filter(
          (a) => a.body !== answers[0]!.body || a.http !== answers[0]!.http,
        );
        if (different.length > 0)
          t.expectStatus(undefined, [`10 identical answers to the ${label}`], label);
      }
    },
  },
  {
    name: 'rollback before its bet',
    expected:
      'the rollback is answered OK and kept as a tombstone; the late bet is refused (rolled back); the ledger does not move',
    delta: 0,
    async run(t) {
      const round = t.id('round');
      const bet = { transaction: t.id('bet'), round, amount: 100 };
      const [rolled] = await t.driver.rollback(t.s, round, [
        { transaction: t.id('rb'), bet: bet.transaction },
      ]);
      t.expectStatus(rolled, OK, 'rollback of an unknown bet');
      t.expectStatus(
        await t.driver.bet(t.s, bet),
        ['RS_ERROR_TRANSACTION_ROLLED_BACK', CONFLICT],
        'the late bet',
      );
    },
  },
  {
    name: 'rollback of a settled round',
    expected:
      'bet 100 and win 300 settle the round; the rollback of its bet is refused (round closed); the ledger moves +200 only',
    delta: 200,
    async run(t) {
      const round = t.id('round');
      const bet = { transaction: t.id('bet'), round, amount: 100 };
      t.expectStatus(await t.driver.bet(t.s, bet), OK, 'bet');
      t.expectStatus(
        await t.driver.win(t.s, {
          transaction: t.id('win'),
          round,
          amount: 300,
          bet: bet.transaction,
        }),
        OK,
        'win',
      );
      const [rolled] = await t.driver.rollback(t.s, round, [
        { transaction: t.id('rb'), bet: bet.transaction },
      ]);
      t.expectStatus(rolled, ['RS_ERROR_ROUND_CLOSED', CONFLICT], 'rollback of a settled bet');
    },
  },
  {
    name: 'rollback of a list',
    expected:
      'two bets of a round (100, 150) reversed in one rollback call: every rollback OK; the ledger ends where it started',
    delta: 0,
    async run(t) {
      const round = t.id('round');
      const first = { transaction: t.id('bet'), round, amount: 100 };
      const second = { transaction: t.id('bet'), round, amount: 150 };
      t.expectStatus(await t.driver.bet(t.s, first), OK, 'first bet');
      t.expectStatus(await t.driver.bet(t.s, second), OK, 'second bet');
      const answers = await t.driver.rollback(t.s, round, [
        { transaction: t.id('rb'), bet: first.transaction },
        { transaction: t.id('rb'), bet: second.transaction },
      ]);
      for (const answer of answers) t.expectStatus(answer, OK, 'rollback in the list');
    },
  },
  {
    name: 'batched bet and win',
    expected: 'a bet of 100 and its win of 250 in one call: OK; the ledger moves +150',
    delta: 150,
    async run(t) {
      const round = t.id('round');
      const answers = await t.driver.betAndWin(
        t.s,
        round,
        { transaction: t.id('bet'), round, amount: 100 },
        { transaction: t.id('win'), round, amount: 250 },
      );
      for (const answer of answers) t.expectStatus(answer, OK, 'bet and win');
    },
  },
  {
    name: 'win after the token expired',
    expected:
      'a bet with the expired token is refused (token expired); the win of a round staked before is paid with it: the ledger moves −100 +400 = +300',
    delta: 300,
    async run(t) {
      const round = t.id('round');
      const bet = { transaction: t.id('bet'), round, amount: 100 };
      t.expectStatus(await t.driver.bet(t.s, bet), OK, 'bet');
      t.expectStatus(
        await t.driver.bet(t.s, {
          transaction: t.id('bet'),
          round: t.id('round'),
          amount: 100,
          token: t.s.expiredToken,
        }),
        ['RS_ERROR_TOKEN_EXPIRED', 'RS_ERROR_INVALID_TOKEN'],
        'bet with an expired token',
      );
      t.expectStatus(
        await t.driver.win(t.s, {
          transaction: t.id('win'),
          round,
          amount: 400,
          bet: bet.transaction,
          token: t.s.expiredToken,
        }),
        OK,
        'win with an expired token',
      );
    },
  },
  {
    name: 'same id, different body',
    expected:
      'a bet of 100, then the same transaction id for 200: refused (duplicate transaction); the ledger moves −100 once',
    delta: -100,
    async run(t) {
      const round = t.id('round');
      const transaction = t.id('bet');
      t.expectStatus(await t.driver.bet(t.s, { transaction, round, amount: 100 }), OK, 'bet');
      t.expectStatus(
        await t.driver.bet(t.s, { transaction, round, amount: 200 }),
        ['RS_ERROR_DUPLICATE_TRANSACTION', CONFLICT],
        'the same id for another amount',
      );
    },
  },
  {
    name: 'negative and huge amounts',
    expected:
      'a bet of −100 is refused (wrong syntax); a bet of 10^15 is refused (not enough money or wrong syntax); the ledger does not move',
    delta: 0,
    async run(t) {
      t.expectStatus(
        await t.driver.bet(t.s, { transaction: t.id('bet'), round: t.id('round'), amount: -100 }),
        ['RS_ERROR_WRONG_SYNTAX'],
        'negative bet',
      );
      t.expectStatus(
        await t.driver.bet(t.s, { transaction: t.id('bet'), round: t.id('round'), amount: 1e15 }),
        ['RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_WRONG_SYNTAX'],
        'huge bet',
      );
    },
  },
  {
    name: 'wrong currency',
    expected:
      'a bet in another currency than the launch: refused (wrong currency); the ledger does not move',
    delta: 0,
    async run(t) {
      const currency = t.s.currency === 'EUR' ? 'USD' : 'EUR';
      t.expectStatus(
        await t.driver.bet(t.s, {
          transaction: t.id('bet'),
          round: t.id('round'),
          amount: 100,
          currency,
        }),
        ['RS_ERROR_WRONG_CURRENCY', 'RS_ERROR_INVALID_TOKEN'],
        'bet in another currency',
      );
    },
  },
  {
    name: 'bad signature',
    expected:
      'a balance read and a bet signed with the wrong key: refused (invalid signature); the ledger does not move',
    delta: 0,
    async run(t) {
      t.expectStatus(
        await t.driver.balance(t.s, { badSignature: true }),
        ['RS_ERROR_INVALID_SIGNATURE'],
        'balance',
      );
      t.expectStatus(
        await t.driver.bet(
          t.s,
          { transaction: t.id('bet'), round: t.id('round'), amount: 100 },
          { badSignature: true },
        ),
        ['RS_ERROR_INVALID_SIGNATURE'],
        'bet',
      );
    },
  },
  {
    name: 'clock skew',
    expected:
      'a bet signed 10 minutes in the past: refused (invalid signature); the ledger does not move',
    delta: 0,
    appliesTo: (driver) =>
      driver.signsTime ||
      'the dialect signs no time: a replayed call is answered by its id instead',
    async run(t) {
      t.expectStatus(
        await t.driver.bet(
          t.s,
          { transaction: t.id('bet'), round: t.id('round'), amount: 100 },
          { skewSeconds: -600 },
        ),
        ['RS_ERROR_INVALID_SIGNATURE'],
        'bet signed in the past',
      );
    },
  },
  {
    name: 'player excluded mid-round',
    expected:
      'a bet of 100, then the player takes a break: the next bet of the round is refused (user disabled), the round’s win of 300 is paid: the ledger moves +200',
    delta: 200,
    async run(t) {
      const round = t.id('round');
      const bet = { transaction: t.id('bet'), round, amount: 100 };
      t.expectStatus(await t.driver.bet(t.s, bet), OK, 'bet before the break');
      await t.fixture.exclude(t.s);
      t.expectStatus(
        await t.driver.bet(t.s, { transaction: t.id('bet'), round, amount: 100 }),
        ['RS_ERROR_USER_DISABLED'],
        'bet during the break',
      );
      t.expectStatus(
        await t.driver.win(t.s, {
          transaction: t.id('win'),
          round,
          amount: 300,
          bet: bet.transaction,
        }),
        OK,
        'win during the break',
      );
    },
  },
];

/** The suite's case names, in order (the exclusion runs last: it ends the player's play). */
export const CASE_NAMES = CASES.map((c) => c.name);

/** Runs the whole suite through `driver` with a fresh player, then the ledger check. */
export async function runConformance(
  driver: Driver,
  fixture: Fixture,
  provider = driver.name,
): Promise<KitReport> {
  const s = await fixture.session(provider);
  let sequence = 0;
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const results: CaseResult[] = [];
  for (const c of CASES) {
    const applies = c.appliesTo?.(driver) ?? true;
    if (applies !== true) {
      results.push({
        name: c.name,
        expected: `not applicable: ${applies}`,
        ok: true,
        problems: [],
      });
      continue;
    }
    const problems: string[] = [];
    const before = await fixture.balance(s);
    try {
      await c.run({
        driver,
        s,
        fixture,
        id: (label) => `kit-${run}-${label}-${++sequence}`,
        expectStatus(outcome, statuses, label) {
          if (!outcome) problems.push(`${label}: expected ${statuses.join(' or ')}`);
          else if (!statuses.includes(outcome.status)) {
            problems.push(
              `${label}: expected ${statuses.join(' or ')}, got ${outcome.status} (HTTP ${outcome.http} ${outcome.body.slice(0, 200)})`,
            );
          }
        },
      });
    } catch (error) {
      problems.push(`threw: ${error instanceof Error ? error.message : String(error)}`);
    }
    const moved = (await fixture.balance(s)) - before;
    if (moved !== c.delta)
      problems.push(
        `ledger: expected ${c.delta >= 0 ? '+' : ''}${c.delta}, moved ${moved >= 0 ? '+' : ''}${moved}`,
      );
    results.push({ name: c.name, expected: c.expected, ok: problems.length === 0, problems });
  }
  const walletCheck = await fixture.walletCheck();
  return {
    driver: driver.name,
    results,
    walletCheck,
    ok: results.every((r) => r.ok) && walletCheck === null,
  };
}

/** The report as lines for a terminal. */
export function formatReport(report: KitReport): string {
  const lines = [`conformance: ${report.driver}`];
  for (const r of report.results) {
    lines.push(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.expected}`);
    for (const p of r.problems) lines.push(`         ${p}`);
  }
  lines.push(
    `  ${report.walletCheck === null ? 'ok  ' : 'FAIL'} wallet:check${report.walletCheck ? `: ${report.walletCheck}` : ''}`,
  );
  const passed = report.results.filter((r) => r.ok).length;
  lines.push(`${passed} passed, ${report.results.length - passed} failed`);
  return lines.join('\n');
}
