import type { JurisdictionCode } from '@casino/contracts';
import { LIMIT_DEFINITION } from '@casino/contracts';
import type { GbReturn } from '@casino/contracts/api/backoffice';
import {
  type Db,
  queryRows,
  reportGameKinds,
  reportGameRounds,
  reportLimitEvents,
  reportPlayerGameTransfers,
  reportPlayerPlaces,
} from '@casino/db';
import { type SQL, sql } from 'drizzle-orm';
import { placesInProfile, placesOf } from '../jurisdiction/reports-service.ts';

/**
 * The GB quarterly regulatory return's figures (issue 32): for the players of the `gb` profile
 * only, GGR by product from the ledger (stakes less refunds, wins less wins taken back, as the
 * GGR/NGR report, docs/decisions/025), active players, new registrations, deposit limits set,
 * self-exclusions and time-outs started. The quarter runs in UK time (Europe/London).
 */

const PROFILE: JurisdictionCode = 'gb';
const TIME_ZONE = 'Europe/London';

/** The UTC instant of midnight on the first of a month in London. */
function londonMonthStart(year: number, month: number): Date {
  const guess = Date.UTC(year, month - 1, 1);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(guess)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return new Date(guess - (local - guess));
}

/** The quarter starting at `YYYY-MM`: its instants [since, until) and its first and last days. */
export function quarterPeriod(quarter: string) {
  const [year, month] = quarter.split('-').map(Number) as [number, number];
  const next = month === 10 ? { year: year + 1, month: 1 } : { year, month: month + 3 };
  const lastDay = new Date(Date.UTC(next.year, next.month - 1, 0));
  return {
    since: londonMonthStart(year, month),
    until: londonMonthStart(next.year, next.month),
    periodStart: `${quarter}-01`,
    periodEnd: lastDay.toISOString().slice(0, 10),
  };
}

interface MoneyRow {
  product: string | null;
  currency: string | null;
  stakes: string;
  wins: string;
  bonus: string;
  players: string;
}

interface CountRow {
  deposit_limits_set: string;
  self_exclusions: string;
  time_outs: string;
  register_exclusions: string;
}

/** The return for `quarter` (its first month, `YYYY-MM`) under JURISDICTION_COUNTRIES `map`. */
export async function gbReturn(
  db: Db,
  map: Readonly<Record<string, JurisdictionCode>>,
  quarter: string,
): Promise<GbReturn> {
  const { since, until, periodStart, periodEnd } = quarterPeriod(quarter);
  const empty: GbReturn = {
    quarter,
    periodStart,
    periodEnd,
    places: placesOf(map, PROFILE),
    products: [],
    activePlayers: 0,
    newRegistrations: 0,
    depositLimitsSet: 0,
    selfExclusions: 0,
    timeOuts: 0,
    registerExclusions: 0,
  };
  // The places players live in, resolved as the rules resolve them (few: countries × regions).
  const pairs = await queryRows<{ country: string; region: string }>(
    db,
    sql`select distinct p.country, coalesce(p.state, '') as region from ${reportPlayerPlaces} p
      where p.country is not null`,
  );
  const ours = placesInProfile(
    map,
    PROFILE,
    pairs.map((p) => ({ country: p.country, region: p.region || null })),
  );
  if (ours.length === 0) return empty;
  const inProfile = (alias: SQL) =>
    sql`(${alias}.country, coalesce(${alias}.state, '')) in (${sql.join(
      ours.map((p) => sql`(${p.country}, ${p.region ?? ''})`),
      sql`, `,
    )})`;
  const within = (column: SQL) =>
    sql`${column} >= ${since.toISOString()}::timestamptz and ${column} < ${until.toISOString()}::timestamptz`;

  // Per product and currency, per currency, and over all: one pass with grouping sets. A
  // movement whose round is not found (none today) counts as casino other, never dropped.
  const money = await queryRows<MoneyRow>(
    db,
    sql`select
        case k.kind when 'slot' then 'casino_slots' when 'sports' then 'sports'
          else 'casino_other' end as product,
        t.currency,
        coalesce(sum(t.amount) filter (where t.code = 'stake'), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'stake_refund'), 0) as stakes,
        coalesce(sum(t.amount) filter (where t.code = 'win'), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'win_reversal'), 0) as wins,
        coalesce(sum(t.amount) filter (where t.code = 'stake' and t.is_bonus), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'stake_refund' and t.is_bonus), 0)
          as bonus,
        count(distinct t.player_id) filter (where t.code = 'stake') as players
      from ${reportPlayerGameTransfers} t
      join ${reportPlayerPlaces} pp on pp.id = t.player_id
      left join ${reportGameRounds} r on r.id = t.reference::uuid
      left join ${reportGameKinds} k on k.id = r.game_id
      where ${within(sql`t.created_at`)} and ${inProfile(sql`pp`)}
      group by grouping sets ((1, 2), (2), ())
      order by 2 nulls last, 1 nulls last`,
  );
  const [counts] = await queryRows<CountRow>(
    db,
    sql`select
        count(*) filter (where e.definition = ${LIMIT_DEFINITION.deposit} and e.action = 'set')
          as deposit_limits_set,
        count(*) filter (where e.definition = ${LIMIT_DEFINITION.selfExclusion}
          and e.action = 'exclusion_started') as self_exclusions,
        count(*) filter (where e.definition = ${LIMIT_DEFINITION.coolingOff}
          and e.action = 'exclusion_started') as time_outs,
        count(*) filter (where e.action = 'register_exclusion') as register_exclusions
      from ${reportLimitEvents} e
      join ${reportPlayerPlaces} pp on pp.id = e.player_id
      where ${within(sql`e.requested_at`)} and ${inProfile(sql`pp`)}`,
  );
  const [registered] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from ${reportPlayerPlaces} pp
      where ${within(sql`pp.created_at`)} and ${inProfile(sql`pp`)}`,
  );
  const overall = money.find((r) => r.currency === null);
  return {
    ...empty,
    products: money
      .filter((r) => r.currency !== null)
      .map((r) => {
        const stakes = Number(r.stakes);
        const wins = Number(r.wins);
        return {
          product: (r.product ?? 'total') as GbReturn['products'][number]['product'],
          currency: r.currency!,
          stakes,
          wins,
          ggr: stakes - wins,
          bonusStakes: Number(r.bonus),
          activePlayers: Number(r.players),
        };
      }),
    activePlayers: Number(overall?.players ?? 0),
    newRegistrations: Number(registered?.n ?? 0),
    depositLimitsSet: Number(counts?.deposit_limits_set ?? 0),
    selfExclusions: Number(counts?.self_exclusions ?? 0),
    timeOuts: Number(counts?.time_outs ?? 0),
    registerExclusions: Number(counts?.register_exclusions ?? 0),
  };
}
