import { sql } from 'drizzle-orm';
import { bigint, boolean, pgView, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Read-only views for the back office's dashboard and reports (docs/decisions/036): the one
// place that reads across domains. The migration that creates them owns their SQL; the
// `reporting` server module reads them and no table. Each is a plain select (no aggregate), so
// PostgreSQL folds it into the query and the tables' indexes serve as before.

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull();

/** Players as counted: registrations per currency, affiliate tags. */
export const reportPlayers = pgView('report_players', {
  id: uuid('id').notNull(),
  currency: text('currency').notNull(),
  affiliateTag: text('affiliate_tag'),
  createdAt: at('created_at'),
}).as(sql`select id, currency, affiliate_tag, created_at from players`);

/** Deposits that brought money: paid (status 2) or paid late (8). */
export const reportPaidDeposits = pgView('report_paid_deposits', {
  playerId: uuid('player_id').notNull(),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: at('created_at'),
}).as(
  sql`select player_id, currency, amount, created_at from payment_invoices
    where type = 'deposit' and status in (2, 8)`,
);

/** Withdrawals paid out (status 2). */
export const reportPaidWithdrawals = pgView('report_paid_withdrawals', {
  playerId: uuid('player_id').notNull(),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: at('created_at'),
}).as(
  sql`select player_id, currency, amount, created_at from payment_invoices
    where type = 'withdrawal' and status = 2`,
);

/** Game rounds: stakes, wins and the bonus part of the stake, by game and provider. */
export const reportGameRounds = pgView('report_game_rounds', {
  id: uuid('id').notNull(),
  playerId: uuid('player_id').notNull(),
  gameId: uuid('game_id').notNull(),
  providerId: uuid('provider_id').notNull(),
  currency: text('currency').notNull(),
  stake: bigint('stake', { mode: 'number' }).notNull(),
  win: bigint('win', { mode: 'number' }).notNull(),
  bonusStake: bigint('bonus_stake', { mode: 'number' }).notNull(),
  createdAt: at('created_at'),
}).as(
  sql`select id, player_id, game_id, provider_id, currency, stake, win, bonus_stake, created_at
    from game_rounds`,
);

/**
 * The ledger's game movements (docs/decisions/025): `stake`, `win`, `stake_refund` and
 * `win_reversal`, the round as `reference`, and whether the player's side was the bonus book
 * (the debit account of a stake or a win taken back, the credit account of a win or refund).
 */
export const reportGameTransfers = pgView('report_game_transfers', {
  code: text('code').notNull(),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  reference: text('reference'),
  isBonus: boolean('is_bonus').notNull(),
  createdAt: at('created_at'),
}).as(
  sql`select t.code, t.currency, t.amount, t.reference, a.kind = 'bonus' as is_bonus, t.created_at
    from ledger_transfers t
    join ledger_accounts a
      on a.id = case when t.code in ('stake', 'win_reversal') then t.debit_account_id
        else t.credit_account_id end
    where t.code in ('stake', 'win', 'stake_refund', 'win_reversal')`,
);

/** Games' and providers' names, the report's labels. */
export const reportGames = pgView('report_games', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
}).as(sql`select id, name from games`);

export const reportGameProviders = pgView('report_game_providers', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
}).as(sql`select id, name from game_providers`);

// The regulatory returns (issue 32): whose money it was, where they live, on which kind of game,
// and the responsible-gaming events they started.

/** Where a player's account is: the jurisdiction profile follows its country and region. */
export const reportPlayerPlaces = pgView('report_player_places', {
  id: uuid('id').notNull(),
  country: text('country'),
  state: text('state'),
  createdAt: at('created_at'),
}).as(sql`select id, country, state, created_at from players`);

/** A game's kind (slot, roulette, dice, crash, sports): the return's products. */
export const reportGameKinds = pgView('report_game_kinds', {
  id: uuid('id').notNull(),
  kind: text('kind').notNull(),
}).as(sql`select id, kind from games`);

/**
 * The ledger's game movements (as `report_game_transfers`) with the player whose money moved:
 * the owner of the player's side of the transfer.
 */
export const reportPlayerGameTransfers = pgView('report_player_game_transfers', {
  playerId: uuid('player_id').notNull(),
  code: text('code').notNull(),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  reference: text('reference'),
  isBonus: boolean('is_bonus').notNull(),
  createdAt: at('created_at'),
}).as(
  sql`select wa.player_id, t.code, t.currency, t.amount, t.reference, a.kind = 'bonus' as is_bonus,
      t.created_at
    from ledger_transfers t
    join ledger_accounts a
      on a.id = case when t.code in ('stake', 'win_reversal') then t.debit_account_id
        else t.credit_account_id end
    join wallet_accounts wa on wa.id = a.wallet_account_id
    where t.code in ('stake', 'win', 'stake_refund', 'win_reversal')`,
);

/**
 * Every change of a responsible-gaming limit with the limit's definition (3 deposit, 4
 * self-exclusion, 5 time-out): who (`player`, `operator:…`, `register:…`), what and when.
 */
export const reportLimitEvents = pgView('report_limit_events', {
  playerId: uuid('player_id').notNull(),
  definition: smallint('definition').notNull(),
  action: text('action').notNull(),
  actor: text('actor').notNull(),
  requestedAt: at('requested_at'),
}).as(
  sql`select h.player_id, l.definition, h.action, h.actor, h.requested_at
    from player_limit_history h join player_limits l on l.id = h.limit_id`,
);
