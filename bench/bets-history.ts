import postgres from 'postgres';

/**
 * BENCH_HISTORY (`npm run bench:bets`): gives every player's real account `pairs` past game
 * rounds spread over the last 30 days (a stake, a win of the same amount a second later), so
 * the limits' 1, 7 and 30-day windows have history to count, as a regular player's would. Written
 * straight into the ledger, balanced (transfers with their two entries each; every balance is
 * unchanged, so `wallet:check` stays clean): all stakes first, then all wins, so each account's
 * last entry leaves its balance as it was. The wins equal the stakes: loss limits stay unused.
 */
export async function seedHistory(url: string, pairs: number): Promise<number> {
  if (pairs <= 0) return 0;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: string }[]>`
      with pair as (
        select p.id as player_account, h.id as house_account, p.currency,
          p.balance as player_balance, h.balance as house_balance, i,
          now() - interval '30 days' + random() * interval '29 days 23 hours' as at
        from ledger_accounts p
        join ledger_accounts h on h.wallet_account_id is null and h.kind = 'house_games'
          and h.currency = p.currency and h.shard = 0
        cross join generate_series(1, ${pairs}::int) i
        where p.kind = 'real'
      ), moves as (
        select gen_random_uuid() as id, 0 as step, player_account as debit,
          house_account as credit, 'stake' as code, at as moved_at, pair.*
        from pair
        union all
        select gen_random_uuid(), 1, house_account, player_account, 'win', at + interval '1 second', pair.*
        from pair
      ), transfers as (
        insert into ledger_transfers
          (id, idempotency_key, debit_account_id, credit_account_id, amount, currency, code, state,
            reference, created_at)
        select id, 'history-' || id, debit, credit, 100, currency, code, 'posted', 'history', moved_at
        from moves
        returning id
      ), entries as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select m.id, e.account, e.amount, e.after
      from moves m
      cross join lateral (values
        (m.player_account, case m.step when 0 then -100 else 100 end,
          m.player_balance - case m.step when 0 then 100 else 0 end),
        (m.house_account, case m.step when 0 then 100 else -100 end,
          m.house_balance + case m.step when 0 then 100 else 0 end)
      ) e(account, amount, after)
      order by m.step, m.id
      returning 1
      )
      select ((select count(*) from entries) / 2)::text as n`;
    // Planner statistics for the new rows, as autovacuum would gather them later: without them
    // the windows' plans depend on whether autovacuum has run yet.
    await sql`analyze ledger_transfers, ledger_entries`;
    if (await sql`select to_regclass('ledger_player_game_hours') as t`.then(([r]) => r?.t)) {
      await sql`analyze ledger_player_game_hours`;
    }
    return Number(row?.n ?? 0);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
