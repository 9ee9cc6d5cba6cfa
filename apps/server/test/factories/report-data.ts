import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';

/** How much of each to insert; `wallets` of the players play (the first by registration). */
export interface ReportDataSize {
  players: number;
  invoices: number;
  rounds: number;
  wallets: number;
  /** Rounds, deposits and registrations spread over this many days back from now. */
  days: number;
}

/**
 * Bulk-inserts what the back office's lists and reports read (`npm run bench:backoffice` and
 * the raw-vs-builder test (apps/server/test/sql-forms.test.ts) of ADR 013's sites), in a few set-based statements:
 * - players, every fifth in EUR (the rest USD), every third with one of 7 affiliate tags;
 * - `invoices` withdrawals (a quarter pending) and as many deposits (paid, paid late, pending);
 * - 50 games of 5 providers; `rounds` game rounds of the first `wallets` players, each a stake
 *   transfer to the house, every third a win back, every 50th a refund, every 99th a win partly
 *   taken back, every 7th staked from the bonus book;
 * - each playing wallet funded (real and bonus) and every 20th with a pending withdrawal
 *   reservation in its locked book;
 * - every transfer's two entries and each account's balance, so `npm run wallet:check` is clean.
 */
export async function fillReportData(db: Db, size: ReportDataSize) {
  const minutes = size.days * 24 * 60;
  await queryRows(
    db,
    sql`insert into players (email, password_hash, nickname, first_name, last_name, phone, country,
        currency, affiliate_tag, created_at)
      select 'bench' || i || '@example.com', 'not-a-hash', 'nick' || i, 'First' || (i % 997),
        'Last' || (i % 991), '+1555' || lpad(i::text, 7, '0'), 'US',
        case when i % 5 = 0 then 'EUR' else 'USD' end,
        case when i % 3 = 0 then 'aff-' || (i % 7) end,
        now() - (i || ' minutes')::interval
      from generate_series(1, ${size.players}) as i`,
  );
  await queryRows(
    db,
    sql`insert into payment_invoices (number, player_id, type, method, provider, currency, amount,
        status, idempotency_key, details, created_at)
      select 'W-BENCH' || i, p.id, 'withdrawal', 'sandbox-card', 'sandbox-card', p.currency,
        1000 + i, case when i % 4 = 0 then 3 else 2 end, 'bench-' || i,
        '{"destination":{"label":"•••• 4242","fingerprint":"bench"}}'::jsonb,
        now() - (i || ' minutes')::interval
      from generate_series(1, ${size.invoices}) as i
      join (select id, currency, row_number() over (order by created_at) as n from players) p
        on p.n = (i * 7) % ${size.players} + 1`,
  );
  await queryRows(
    db,
    sql`insert into payment_invoices (number, player_id, type, method, provider, currency, amount,
        status, idempotency_key, details, created_at)
      select 'D-BENCH' || i, p.id, 'deposit', 'sandbox-card', 'sandbox-card', p.currency,
        500 + i % 5000, case i % 4 when 0 then 1 when 1 then 8 else 2 end, 'bench-deposit-' || i,
        '{}'::jsonb, now() - (((i * 7919) % ${minutes}) || ' minutes')::interval
      from generate_series(1, ${size.invoices}) as i
      join (select id, currency, row_number() over (order by created_at) as n from players) p
        on p.n = (i * 3) % ${size.players} + 1`,
  );
  await fillGamePlay(db, size, minutes);
  await queryRows(db, sql`analyze`);
}

async function fillGamePlay(db: Db, size: ReportDataSize, minutes: number) {
  await queryRows(
    db,
    sql`insert into game_providers (identity, name)
      select 'bench-provider-' || i, 'Bench Provider ' || i from generate_series(1, 5) as i`,
  );
  await queryRows(
    db,
    sql`insert into games (identity, provider_id, name, kind, theme, volatility, rtp, released_at, image)
      select 'bench-game-' || i, p.id, 'Bench Game ' || i, 'slot', 'bench', 'low', 0.96, now(), '/x.svg'
      from generate_series(1, 50) as i
      join game_providers p on p.identity = 'bench-provider-' || (i % 5 + 1)`,
  );
  await queryRows(
    db,
    sql`insert into wallet_accounts (player_id, currency, status, created_at)
      select id, currency, 1, created_at from players
      where email like 'bench%' order by created_at limit ${size.wallets}`,
  );
  await queryRows(
    db,
    sql`insert into ledger_accounts (currency, kind, wallet_account_id, normal_balance)
      select w.currency, k.kind, w.id, 'credit'
      from wallet_accounts w cross join (values ('real'), ('bonus'), ('locked')) k(kind)
      where not exists (select 1 from ledger_accounts a where a.wallet_account_id = w.id)`,
  );
  await queryRows(
    db,
    sql`insert into ledger_accounts (currency, kind, shard, normal_balance)
      values ('USD', 'house_games', 0, 'credit'), ('EUR', 'house_games', 0, 'credit'),
        ('USD', 'house_cash', 0, 'debit'), ('EUR', 'house_cash', 0, 'debit')
      on conflict do nothing`,
  );
  // Each round's player, book (every 7th from the bonus book) and game.
  await queryRows(
    db,
    sql`create temporary table bench_rounds as
      select gen_random_uuid() as id, i, w.player_id, w.id as wallet_account_id, w.currency,
        pa.id as player_account, g.id as game_id, g.provider_id, 100 + i % 900 as stake,
        i % 7 = 0 as is_bonus, now() - (((i * 7919) % ${minutes}) || ' minutes')::interval as at
      from generate_series(1, ${size.rounds}) as i
      join (select id, player_id, currency, row_number() over (order by created_at, id) as n
        from wallet_accounts) w on w.n = i % ${size.wallets} + 1
      join ledger_accounts pa on pa.wallet_account_id = w.id
        and pa.kind = case when i % 7 = 0 then 'bonus' else 'real' end
      join (select id, provider_id, row_number() over (order by identity) as n from games
        where identity like 'bench-game-%') g on g.n = i % 50 + 1`,
  );
  await queryRows(
    db,
    sql`insert into game_rounds (id, provider_id, provider_round_id, player_id, wallet_account_id,
        game_id, currency, stake, real_stake, bonus_stake, win, status, created_at)
      select id, provider_id, 'bench-' || i, player_id, wallet_account_id, game_id, currency,
        stake, case when is_bonus then 0 else stake end, case when is_bonus then stake else 0 end,
        case when i % 3 = 0 then 250 + i % 2000 else 0 end, 2, at
      from bench_rounds`,
  );
  const house = (kind: string, currency: ReturnType<typeof sql>) =>
    sql`(select id from ledger_accounts where kind = ${kind} and currency = ${currency} and shard = 0
      and wallet_account_id is null)`;
  const games = house('house_games', sql`r.currency`);
  const cash = house('house_cash', sql`w.currency`);
  const book = (kind: string) =>
    sql`(select id from ledger_accounts a where a.wallet_account_id = w.id and a.kind = ${kind})`;
  const real = sql`(select id from ledger_accounts a where a.wallet_account_id = r.wallet_account_id and a.kind = 'real')`;
  const funded = sql`now() - ((${minutes} + 1) || ' minutes')::interval`;
  await queryRows(
    db,
    sql`insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount,
        currency, code, state, reference, created_at)
      select 'bench-fund-' || w.id, ${cash}, ${book('real')}, 1000000000, w.currency, 'deposit',
        'posted', null, ${funded}
      from wallet_accounts w
      union all
      select 'bench-bonus-' || w.id, ${cash}, ${book('bonus')}, 10000000, w.currency, 'bonus_grant',
        'posted', null, ${funded}
      from wallet_accounts w
      union all
      select 'bench-stake-' || r.i, r.player_account, ${games}, r.stake, r.currency, 'stake',
        'posted', r.id::text, r.at
      from bench_rounds r
      union all
      select 'bench-win-' || r.i, ${games}, ${real}, 250 + r.i % 2000, r.currency, 'win', 'posted',
        r.id::text, r.at
      from bench_rounds r where r.i % 3 = 0
      union all
      select 'bench-refund-' || r.i, ${games}, r.player_account, r.stake, r.currency,
        'stake_refund', 'posted', r.id::text, r.at
      from bench_rounds r where r.i % 50 = 0
      union all
      select 'bench-reversal-' || r.i, ${real}, ${games}, 50, r.currency, 'win_reversal',
        'posted', r.id::text, r.at
      from bench_rounds r where r.i % 99 = 0`,
  );
  await queryRows(
    db,
    sql`insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount,
        currency, code, state, reference, created_at)
      select 'bench-reserve-' || w.id, ${book('real')}, ${book('locked')}, 1000, w.currency,
        'withdrawal_reserve', 'pending', null, now()
      from (select id, currency, row_number() over (order by created_at, id) as n from wallet_accounts) w
      where w.n % 20 = 0`,
  );
  await queryRows(db, sql`drop table bench_rounds`);
  // Both entries of every transfer that has none yet, each with the balance it leaves
  // (entries are numbered in the order of the running sums, so an account's last is its balance).
  await queryRows(
    db,
    sql`insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      select x.transfer_id, x.account_id, x.amount,
        a.balance + sum(x.amount) over (partition by x.account_id order by x.at, x.key, x.side),
        x.at
      from (
        select t.id as transfer_id, t.debit_account_id as account_id, t.idempotency_key as key,
          0 as side, t.created_at as at,
          case when d.normal_balance = 'debit' then t.amount else -t.amount end as amount
        from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id
        where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)
        union all
        select t.id, t.credit_account_id, t.idempotency_key, 1, t.created_at,
          case when c.normal_balance = 'credit' then t.amount else -t.amount end
        from ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id
        where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)
      ) x join ledger_accounts a on a.id = x.account_id
      order by x.at, x.key, x.side`,
  );
  await queryRows(
    db,
    sql`update ledger_accounts a set balance = s.total
      from (select account_id, sum(amount) as total from ledger_entries group by account_id) s
      where s.account_id = a.id and a.balance <> s.total`,
  );
}
