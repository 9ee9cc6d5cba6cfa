import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './player.ts';
import { currencies } from './settings.ts';

/**
 * The player's account in one currency (docs/product/entities.md#account): what the site lists,
 * switches and hides. Its money lives in ledger accounts (real, bonus, locked) that point back to
 * it. ACCOUNT_STATUS: 1 active (at most one per player, by index), 2 inactive, 3 hidden.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    status: integer('status').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wallet_accounts_player_currency_key').on(t.playerId, t.currency),
    // What a round's currency is checked against: its own wallet account's row, which only that
    // player's calls lock, where a key to `currencies` locked the row every call shares (ADR 039).
    unique('wallet_accounts_id_currency_key').on(t.id, t.currency),
    uniqueIndex('wallet_accounts_one_active_idx').on(t.playerId).where(sql`${t.status} = 1`),
    check('wallet_accounts_status_known', sql`${t.status} in (1, 2, 3)`),
  ],
);

/**
 * Player money is split by kind (real, bonus, reserved for withdrawals); house_* belong to the
 * operator (house_games: game revenue, stakes in and wins out).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'real',
  'bonus',
  'locked',
  /** Deposits that arrived over a deposit limit or during an exclusion: not playable (ADR 026). */
  'held',
  'house_cash',
  'house_fees',
  'house_games',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * One balance of the double-entry ledger. Player accounts are liabilities (credit-normal) and
 * can never go below zero (constraint); house cash is an asset (debit-normal), fees income.
 * House accounts are split into shards so that concurrent transfers do not all queue on one
 * row lock; a house balance is the sum of its shards.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** The player's wallet account; null for house accounts. */
    walletAccountId: uuid('wallet_account_id').references(() => walletAccounts.id),
    shard: smallint('shard').notNull().default(0),
    normalBalance: text('normal_balance', { enum: ['debit', 'credit'] }).notNull(),
    /** Minor units, in the account's normal direction; always the sum of its entries. */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_wallet_kind_key').on(t.walletAccountId, t.kind),
    // A transfer's currency is checked against both its accounts (ADR 039).
    unique('ledger_accounts_id_currency_key').on(t.id, t.currency),
    uniqueIndex('ledger_accounts_house_key')
      .on(t.currency, t.kind, t.shard)
      .where(sql`${t.walletAccountId} is null`),
    check(
      'ledger_accounts_player_balance_non_negative',
      sql`${t.walletAccountId} is null or ${t.balance} >= 0`,
    ),
    check(
      'ledger_accounts_owner_matches_kind',
      sql`(${t.walletAccountId} is null) = starts_with(${t.kind}, 'house_')`,
    ),
  ],
);

export const TRANSFER_STATES = ['posted', 'pending', 'voided'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/**
 * One movement of money: `amount` (positive, minor units) leaves the debit account and
 * reaches the credit account. `code` says why. A withdrawal reservation is `pending` until it
 * is resolved once: `posted` (paid) or `voided` (given back), by transfers naming it in
 * `pending_id`. Nothing else of a transfer ever changes (trigger).
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    debitAccountId: uuid('debit_account_id').notNull(),
    creditAccountId: uuid('credit_account_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    code: text('code').notNull(),
    state: text('state', { enum: TRANSFER_STATES }).notNull(),
    pendingId: uuid('pending_id'),
    /** What the movement belongs to, e.g. an invoice id. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Both accounts exist and hold the transfer's currency. A key from `currency` to `currencies`
    // locked that currency's row at every transfer, a row every concurrent transfer locked too
    // (multixacts, ADR 039 fourteenth round); the accounts' rows are the transfer's own, locked
    // FOR UPDATE already by whoever posts it.
    foreignKey({
      name: 'ledger_transfers_debit_account_currency_fk',
      columns: [t.debitAccountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    foreignKey({
      name: 'ledger_transfers_credit_account_currency_fk',
      columns: [t.creditAccountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    // By time too: the limits' rolling windows count game money by when it moved (issue 27).
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.code, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.code, t.createdAt),
    // Only transfers that resolve a reservation name one: game money inserts no entry here.
    index('ledger_transfers_pending_idx').on(t.pendingId).where(sql`${t.pendingId} is not null`),
    // Game movements by time: the back office's GGR/NGR reports (docs/decisions/025).
    index('ledger_transfers_game_created_idx')
      .on(t.createdAt)
      .where(sql`${t.code} in ('stake', 'win', 'stake_refund')`),
  ],
);

/**
 * Append-only (trigger): each transfer writes one entry per account, in the same database
 * transaction as the balance it changes. `amount` is the signed change of the account's
 * balance (in its normal direction) and `balance_after` the balance it left.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
);

/**
 * The ledger accounts holding a player's own money (real and bonus books): a read-only view
 * other modules' SQL may join (the limits' bet and loss windows; docs/decisions/036).
 */
export const playerMoneyAccounts = pgView('player_money_accounts', {
  playerId: uuid('player_id').notNull(),
  accountId: uuid('account_id').notNull(),
}).as(
  sql`select wa.player_id, la.id as account_id from wallet_accounts wa
    join ledger_accounts la on la.wallet_account_id = wa.id where la.kind in ('real', 'bonus')`,
);

/**
 * The ledger's game movements (`stake`, `win`, `stake_refund`, `win_reversal`) with both
 * accounts: a read-only view other modules' SQL may join (docs/decisions/036).
 */
export const ledgerGameTransfers = pgView('ledger_game_transfers', {
  debitAccountId: uuid('debit_account_id').notNull(),
  creditAccountId: uuid('credit_account_id').notNull(),
  code: text('code').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).as(
  sql`select debit_account_id, credit_account_id, code, amount, currency, reference, created_at
    from ledger_transfers where code in ('stake', 'win', 'stake_refund', 'win_reversal')`,
);

/**
 * A player's game money per hour and currency, kept by the ledger itself: a row trigger on
 * `ledger_transfers` (migration 0027, `ledger_player_game_hours_add`, only for game codes) adds
 * every game transfer of a player's real or bonus account in the transfer's own statement, so the rows
 * equal the ledger whatever path posted it. `stakes` is stakes minus stake refunds, `wins` wins
 * minus win reversals, in minor units of `currency`; `hour` is the UTC hour the money moved
 * (`date_bin`). The limits' bet and loss windows read it (issue 31) instead of summing every
 * transfer of the window. Only the trigger writes it.
 */
export const ledgerPlayerGameHours = pgTable(
  'ledger_player_game_hours',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    stakes: bigint('stakes', { mode: 'bigint' }).notNull(),
    wins: bigint('wins', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.hour, t.currency] })],
);

/**
 * The hourly game totals of `ledger_player_game_hours` (read-only): the limits' bet and loss
 * windows sum the whole hours of a window here and only its first, partial hour from
 * `ledger_game_transfers` (docs/decisions/036, 039).
 */
export const playerGameHours = pgView('player_game_hours', {
  playerId: uuid('player_id').notNull(),
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  currency: text('currency').notNull(),
  stakes: bigint('stakes', { mode: 'bigint' }).notNull(),
  wins: bigint('wins', { mode: 'bigint' }).notNull(),
}).as(sql`select player_id, hour, currency, stakes, wins from ledger_player_game_hours`);
