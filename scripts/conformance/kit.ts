// The conformance kit (issue 34): a fixed suite of wallet calls replayed against a running
// site through one dialect's driver. Each case states the answer it expects and the ledger
// effect (the player's balance as the wallet API reports it, before and after); the kit checks
// both, then the ledger's own check.
import type { CallOptions, Driver, KitSession, Money, Outcome } from './drivers.ts';

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
  /** Awaits one call and checks its status. */
  expect(label: string, statuses: string[], call: Promise<Outcome>): Promise<void>;
  /** A new bet of `amount` (in a new round unless one is named). */
  newBet(amount: number, extra?: Partial<Money>): Money;
  /** A new win of `amount` paying `bet`'s round. */
  newWin(bet: Money, amount: number, extra?: Partial<Money>): Money & { bet: string };
  /** Rolls back `bets` (one round) in one rollback call where the dialect takes a list. */
  rollback(round: string, bets: Money[], options?: CallOptions): Promise<Outcome[]>;
}

const OK = ['RS_OK'];
const CONFLICT = 'RS_ERROR_CONFLICT';
const ROLLED_BACK = ['RS_ERROR_TRANSACTION_ROLLED_BACK', CONFLICT];

const CASES: Case[] = [
  {
    name: 'replay of each call ×10',
    expected:
      'bet, win and rollback each sent 10 times (retries carry their counter where the dialect has one): 10 identical answers each; the ledger moves once: −100 +250 (bet) −100 +100 (rolled back) = +150',
    delta: 150,
    async run(t) {
      const bet = t.newBet(100);
      const win = t.newWin(bet, 250);
      const bet2 = t.newBet(100);
      const rollback = [{ transaction: t.id('rb'), bet: bet2.transaction }];
      // Each retry is the how-manieth sending (a dialect with a retry counter sends it).
      const calls: [string, (attempt: number) => Promise<Outcome>][] = [
        ['bet', (attempt) => t.driver.bet(t.s, bet, { attempt })],
        ['win', (attempt) => t.driver.win(t.s, win, { attempt })],
        ['second bet', (attempt) => t.driver.bet(t.s, bet2, { attempt })],
        [
          'rollback',
          async (attempt) => (await t.driver.rollback(t.s, bet2.round, rollback, { attempt }))[0]!,
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
      const bet = t.newBet(100);
      t.expectStatus((await t.rollback(bet.round, [bet]))[0], OK, 'rollback of an unknown bet');
      await t.expect('the late bet', ROLLED_BACK, t.driver.bet(t.s, bet));
    },
  },
  {
    name: 'rollback of a settled round',
    expected:
      'bet 100 and win 300 settle the round; the rollback of its bet is refused (round closed); the ledger moves +200 only',
    delta: 200,
    async run(t) {
      const bet = t.newBet(100);
      await t.expect('bet', OK, t.driver.bet(t.s, bet));
      await t.expect('win', OK, t.driver.win(t.s, t.newWin(bet, 300)));
      const [rolled] = await t.rollback(bet.round, [bet]);
      t.expectStatus(rolled, ['RS_ERROR_ROUND_CLOSED', CONFLICT], 'rollback of a settled bet');
    },
  },
  {
    name: 'rollback of a list',
    expected:
      'two bets of a round (100, 150) reversed in one rollback call: every rollback OK; the ledger ends where it started',
    delta: 0,
    async run(t) {
      const first = t.newBet(100);
      const second = t.newBet(150, { round: first.round });
      await t.expect('first bet', OK, t.driver.bet(t.s, first));
      await t.expect('second bet', OK, t.driver.bet(t.s, second));
      const answers = await t.rollback(first.round, [first, second]);
      for (const answer of answers) t.expectStatus(answer, OK, 'rollback in the list');
    },
  },
  {
    name: 'batched bet and win',
    expected: 'a bet of 100 and its win of 250 in one call: OK; the ledger moves +150',
    delta: 150,
    async run(t) {
      const bet = t.newBet(100);
      const answers = await t.driver.betAndWin(t.s, bet.round, bet, t.newWin(bet, 250));
      for (const answer of answers) t.expectStatus(answer, OK, 'bet and win');
    },
  },
  {
    name: 'win after the token expired',
    expected:
      'a bet with the expired token is refused (token expired); the win of a round staked before is paid with it: the ledger moves −100 +400 = +300',
    delta: 300,
    async run(t) {
      const expired = { token: t.s.expiredToken };
      const bet = t.newBet(100);
      await t.expect('bet', OK, t.driver.bet(t.s, bet));
      await t.expect(
        'bet with an expired token',
        ['RS_ERROR_TOKEN_EXPIRED', 'RS_ERROR_INVALID_TOKEN'],
        t.driver.bet(t.s, t.newBet(100, expired)),
      );
      await t.expect(
        'win with an expired token',
        OK,
        t.driver.win(t.s, t.newWin(bet, 400, expired)),
      );
    },
  },
  {
    name: 'rollback before its win',
    expected:
      'a bet of 100, then the rollback of the win it will get before that win arrives: answered OK and kept as a marker; the late win of 300 is refused (rolled back) and pays nothing: the ledger moves −100',
    delta: -100,
    appliesTo: (driver) =>
      driver.rollsBackWins || 'the dialect rolls back only bets: a rollback never names a win',
    async run(t) {
      const bet = t.newBet(100);
      await t.expect('bet', OK, t.driver.bet(t.s, bet));
      const win = t.newWin(bet, 300);
      t.expectStatus((await t.rollback(bet.round, [win]))[0], OK, 'rollback of the unknown win');
      await t.expect('the late win', ROLLED_BACK, t.driver.win(t.s, win));
    },
  },
  {
    name: 'same id, different body',
    expected:
      'a bet of 100, then the same transaction id for 200: refused (duplicate transaction); the ledger moves −100 once',
    delta: -100,
    async run(t) {
      const bet = t.newBet(100);
      await t.expect('bet', OK, t.driver.bet(t.s, bet));
      await t.expect(
        'the same id for another amount',
        ['RS_ERROR_DUPLICATE_TRANSACTION', CONFLICT],
        t.driver.bet(t.s, { ...bet, amount: 200 }),
      );
    },
  },
  {
    name: 'negative and huge amounts',
    expected:
      'a bet of −100 is refused (wrong syntax); a bet of 10^15 is refused (not enough money or wrong syntax); the ledger does not move',
    delta: 0,
    async run(t) {
      await t.expect('negative bet', ['RS_ERROR_WRONG_SYNTAX'], t.driver.bet(t.s, t.newBet(-100)));
      await t.expect(
        'huge bet',
        ['RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_WRONG_SYNTAX'],
        t.driver.bet(t.s, t.newBet(1e15)),
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
      await t.expect(
        'bet in another currency',
        ['RS_ERROR_WRONG_CURRENCY', 'RS_ERROR_INVALID_TOKEN'],
        t.driver.bet(t.s, t.newBet(100, { currency })),
      );
    },
  },
  {
    name: 'bad signature',
    expected:
      'a balance read and a bet signed with the wrong key: refused (invalid signature); the ledger does not move',
    delta: 0,
    async run(t) {
      const bad = { badSignature: true };
      await t.expect('balance', ['RS_ERROR_INVALID_SIGNATURE'], t.driver.balance(t.s, bad));
      await t.expect('bet', ['RS_ERROR_INVALID_SIGNATURE'], t.driver.bet(t.s, t.newBet(100), bad));
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
      await t.expect(
        'bet signed in the past',
        ['RS_ERROR_INVALID_SIGNATURE'],
        t.driver.bet(t.s, t.newBet(100), { skewSeconds: -600 }),
      );
    },
  },
  {
    name: 'player excluded mid-round',
    expected:
      'a bet of 100, then the player takes a break: the next bet of the round is refused (user disabled), the round’s win of 300 is paid: the ledger moves +200',
    delta: 200,
    async run(t) {
      const bet = t.newBet(100);
      await t.expect('bet before the break', OK, t.driver.bet(t.s, bet));
      await t.fixture.exclude(t.s);
      await t.expect(
        'bet during the break',
        ['RS_ERROR_USER_DISABLED'],
        t.driver.bet(t.s, t.newBet(100, { round: bet.round })),
      );
      await t.expect('win during the break', OK, t.driver.win(t.s, t.newWin(bet, 300)));
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
    const id = (label: string) => `kit-${run}-${label}-${++sequence}`;
    const expectStatus = (outcome: Outcome | undefined, statuses: string[], label: string) => {
      if (!outcome) problems.push(`${label}: expected ${statuses.join(' or ')}`);
      else if (!statuses.includes(outcome.status)) {
        problems.push(
          `${label}: expected ${statuses.join(' or ')}, got ${outcome.status} (HTTP ${outcome.http} ${outcome.body.slice(0, 200)})`,
        );
      }
    };
    try {
      await c.run({
        driver,
        s,
        fixture,
        id,
        expectStatus,
        async expect(label, statuses, call) {
          expectStatus(await call, statuses, label);
        },
        newBet: (amount, extra) => ({
          transaction: id('bet'),
          round: id('round'),
          amount,
          ...extra,
        }),
        newWin: (bet, amount, extra) => ({
          transaction: id('win'),
          round: bet.round,
          amount,
          bet: bet.transaction,
          ...extra,
        }),
        rollback: (round, bets, options) =>
          driver.rollback(
            s,
            round,
            bets.map((b) => ({ transaction: id('rb'), bet: b.transaction })),
            options,
          ),
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
