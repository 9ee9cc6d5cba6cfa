import type {
  MovementTotals,
  NetPosition,
  NetPositionPeriod,
  Statement,
  StatementQuery,
} from '@casino/contracts';
import { queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { toMinor } from '../../shared/money.ts';
import { findPlayer } from '../player/account-service.ts';
import type { WalletContext } from './context.ts';
import type { WalletFailure } from './failures.ts';
import { findAccountsWithBalances } from './repository.ts';

// "Where I stand" (issue 35): the player's money read from the ledger itself. The balance is the
// one the site shows (real + bonus money); every entry on those two ledger accounts falls into
// exactly one total by its transfer's code, so opening + movements = closing holds to the cent.
// Moves between them (a bonus converted to real money) cancel out within their total.

type Total = keyof MovementTotals;

/** The total a transfer code counts in; a code not listed counts in `other`. */
const TOTAL_OF: Record<string, Total> = {
  deposit: 'deposits',
  // A held deposit reaches the balance when released (until then it is not playable).
  held_release: 'deposits',
  withdrawal_reserve: 'withdrawals',
  withdrawal_void: 'withdrawals',
  stake: 'stakes',
  stake_refund: 'stakes',
  win: 'wins',
  win_reversal: 'wins',
  freespin_win: 'wins',
  bonus_grant: 'bonuses',
  bonus_conversion: 'bonuses',
  bonus_forfeit: 'bonuses',
  cashback: 'bonuses',
  referral_reward: 'bonuses',
  quest_reward: 'bonuses',
  wheel_prize: 'bonuses',
  tournament_prize: 'bonuses',
};

/** Totals that leave the balance are shown as positive amounts out. */
const OUTGOING = new Set<Total>(['withdrawals', 'stakes']);

const emptyTotals = (): MovementTotals => ({
  deposits: 0,
  withdrawals: 0,
  stakes: 0,
  wins: 0,
  bonuses: 0,
  other: 0,
});

function addEntry(totals: MovementTotals, code: string, signed: number) {
  const total = TOTAL_OF[code] ?? 'other';
  totals[total] += OUTGOING.has(total) ? -signed : signed;
}

/** What the movements did to the balance: closing = opening + this. */
export function balanceChange(t: MovementTotals): number {
  return t.deposits - t.withdrawals - t.stakes + t.wins + t.bonuses + t.other;
}

/** The player's time zone when the profile names a valid one, else UTC. */
export function statementTimeZone(profileZone: string | null | undefined): string {
  if (!profileZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: profileZone });
    return profileZone;
  } catch {
    return 'UTC';
  }
}

/** The player's wallet account in `currency` (hidden ones too) and the statement's zone. */
async function accountAndZone(
  ctx: WalletContext,
  playerId: string,
  currency: string,
): Promise<{ accountId: string; timeZone: string; language: string | null } | null> {
  const [[account], player] = await Promise.all([
    findAccountsWithBalances(ctx.db, playerId, { currency, includeHidden: true }),
    findPlayer(ctx.db, playerId),
  ]);
  if (!account) return null;
  return {
    accountId: account.id,
    timeZone: statementTimeZone(player?.timeZone),
    language: player?.language ?? null,
  };
}

/** Entries of the account's real and bonus money (a subquery: one account's rows, by index). */
const moneyEntries = (accountId: string) =>
  sql`select e.amount, e.created_at, t.code
    from ledger_accounts la
    join ledger_entries e on e.account_id = la.id
    join ledger_transfers t on t.id = e.transfer_id
    where la.wallet_account_id = ${accountId}::uuid and la.kind in ('real', 'bonus')`;

const PERIOD_COLUMNS: Record<NetPositionPeriod, string> = {
  today: 'today',
  week: 'week',
  month: 'month',
  sinceJoining: 'all_time',
};

/**
 * Deposits − withdrawals and wins − stakes for today, this week (from Monday), this month and
 * since joining, in the player's time zone (else UTC).
 */
export async function getNetPosition(
  ctx: WalletContext,
  playerId: string,
  currency: string,
  now: Date,
): Promise<{ ok: true; value: NetPosition } | { ok: false; error: WalletFailure }> {
  const found = await accountAndZone(ctx, playerId, currency);
  if (!found) return { ok: false, error: { kind: 'account_not_found' } };
  const { accountId, timeZone } = found;
  const rows = await queryRows<{
    code: string | null;
    today: unknown;
    week: unknown;
    month: unknown;
    all_time: unknown;
    today_at: Date | string;
    week_at: Date | string;
    month_at: Date | string;
    opened_at: Date | string;
  }>(
    ctx.db,
    sql`with local_now as (select ${now.toISOString()}::timestamptz at time zone ${timeZone} as at),
      bounds as (
        select date_trunc('day', at) at time zone ${timeZone} as today_at,
          date_trunc('week', at) at time zone ${timeZone} as week_at,
          date_trunc('month', at) at time zone ${timeZone} as month_at,
          (select created_at from wallet_accounts where id = ${accountId}::uuid) as opened_at
        from local_now
      ),
      money as (${moneyEntries(accountId)})
      select m.code,
        coalesce(sum(m.amount) filter (where m.created_at >= b.today_at), 0) as today,
        coalesce(sum(m.amount) filter (where m.created_at >= b.week_at), 0) as week,
        coalesce(sum(m.amount) filter (where m.created_at >= b.month_at), 0) as month,
        coalesce(sum(m.amount), 0) as all_time,
        b.today_at, b.week_at, b.month_at, b.opened_at
      from bounds b
      left join money m on true
      group by m.code, b.today_at, b.week_at, b.month_at, b.opened_at`,
  );
  const first = rows[0];
  const starts: Record<NetPositionPeriod, string> = {
    today: new Date(first?.today_at ?? now).toISOString(),
    week: new Date(first?.week_at ?? now).toISOString(),
    month: new Date(first?.month_at ?? now).toISOString(),
    sinceJoining: new Date(first?.opened_at ?? now).toISOString(),
  };
  const periods = (Object.keys(PERIOD_COLUMNS) as NetPositionPeriod[]).map((period) => {
    const totals = emptyTotals();
    for (const row of rows) {
      if (row.code === null) continue;
      const column = PERIOD_COLUMNS[period] as 'today' | 'week' | 'month' | 'all_time';
      addEntry(totals, row.code, toMinor(row[column]));
    }
    return {
      period,
      from: starts[period],
      ...totals,
      depositNet: totals.deposits - totals.withdrawals,
      gamingNet: totals.wins - totals.stakes,
    };
  });
  return { ok: true, value: { currency, timeZone, periods } };
}

/**
 * The activity statement of days `from`..`to` (inclusive, in the player's time zone, else
 * UTC): the balance before the first day, each day's movements with the balance it closed on,
 * the totals and the closing balance.
 */
export async function getStatement(
  ctx: WalletContext,
  playerId: string,
  query: Pick<StatementQuery, 'from' | 'to' | 'currency'>,
): Promise<
  { ok: true; value: Statement; language: string | null } | { ok: false; error: WalletFailure }
> {
  const found = await accountAndZone(ctx, playerId, query.currency);
  if (!found) return { ok: false, error: { kind: 'account_not_found' } };
  const { accountId, timeZone } = found;
  const rows = await queryRows<{ day: string | null; code: string | null; amount: unknown }>(
    ctx.db,
    sql`with bounds as (
        select ${query.from}::date::timestamp at time zone ${timeZone} as start_at,
          (${query.to}::date + 1)::timestamp at time zone ${timeZone} as end_at
      ),
      money as (${moneyEntries(accountId)})
      select null as day, null as code, coalesce(sum(m.amount), 0) as amount
        from money m, bounds b where m.created_at < b.start_at
      union all
      select to_char(m.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, m.code,
          sum(m.amount) as amount
        from money m, bounds b
        where m.created_at >= b.start_at and m.created_at < b.end_at
        group by 1, 2
      order by 1 nulls first, 2`,
  );
  let openingBalance = 0;
  const totals = emptyTotals();
  const byDay = new Map<string, MovementTotals>();
  for (const row of rows) {
    const amount = toMinor(row.amount);
    if (row.day === null || row.code === null) {
      openingBalance = amount;
      continue;
    }
    let day = byDay.get(row.day);
    if (!day) {
      day = emptyTotals();
      byDay.set(row.day, day);
    }
    addEntry(day, row.code, amount);
    addEntry(totals, row.code, amount);
  }
  let balance = openingBalance;
  const days = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => {
      balance += balanceChange(day);
      return { date, ...day, closingBalance: balance };
    });
  return {
    ok: true,
    language: found.language,
    value: {
      currency: query.currency,
      timeZone,
      from: query.from,
      to: query.to,
      openingBalance,
      ...totals,
      closingBalance: openingBalance + balanceChange(totals),
      days,
    },
  };
}
