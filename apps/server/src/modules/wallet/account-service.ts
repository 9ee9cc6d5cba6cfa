import { ACCOUNT_STATUS, type Account } from '@casino/contracts';
import type { Db } from '@casino/db';
import { isUuid } from '../../shared/ids.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { listCurrencies } from '../settings/service.ts';
import type { WalletContext } from './context.ts';
import type { WalletFailure } from './failures.ts';
import { ensureHouseAccounts } from './ledger/house.ts';
import * as repo from './repository.ts';
import { turnoverOf } from './turnover.ts';

async function toAccount(ctx: WalletContext, row: repo.WalletAccountBalances): Promise<Account> {
  const { remaining } = await turnoverOf(ctx, row, ctx.db);
  return {
    id: row.id,
    currency: row.currency,
    balance: row.real + row.bonus,
    realBalance: row.real,
    bonusBalance: row.bonus,
    lockedBalance: row.locked,
    heldBalance: row.held,
    withdrawalBalance: Math.max(0, row.real - remaining),
    status: row.status,
  };
}

/**
 * Opens the player's account in `currency` with its ledger accounts, active when the player
 * has no active one. Registration calls it inside its transaction. Null when the player
 * already has an account in that currency.
 */
export async function openAccount(
  db: Db,
  playerId: string,
  currency: string,
): Promise<repo.WalletAccountRow | null> {
  return db.transaction(async (tx) => {
    const accounts = await repo.lockPlayerAccounts(tx, playerId);
    if (accounts.some((a) => a.currency === currency)) return null;
    const hasActive = accounts.some((a) => a.status === ACCOUNT_STATUS.active);
    // A concurrent first account may have taken "active" meanwhile: then this one is inactive.
    const row =
      (!hasActive &&
        (await repo.insertWalletAccount(tx, {
          playerId,
          currency,
          status: ACCOUNT_STATUS.active,
        }))) ||
      (await repo.insertWalletAccount(tx, { playerId, currency, status: ACCOUNT_STATUS.inactive }));
    if (!row) return null;
    await repo.insertPlayerLedgerAccounts(tx, row.id, currency);
    await ensureHouseAccounts(tx, currency);
    return row;
  });
}

/** The player's accounts, hidden ones left out. */
export async function listAccounts(ctx: WalletContext, playerId: string): Promise<Account[]> {
  const rows = await repo.findAccountsWithBalances(ctx.db, playerId);
  return Promise.all(rows.map((row) => toAccount(ctx, row)));
}

/**
 * Of these players, those who hold an account (hidden ones too) in `currency`: what a job paying
 * many (tournament prizes, issue 33) asks before it pays, in its own transaction `db`.
 */
export function playersWithAccountIn(
  db: Db,
  playerIds: string[],
  currency: string,
): Promise<Set<string>> {
  return repo.playersWithAccountIn(db, playerIds, currency);
}

/** Whether the player holds an account (hidden ones too) in `currency`. */
export async function hasAccountIn(db: Db, playerId: string, currency: string) {
  return (await repo.playersWithAccountIn(db, [playerId], currency)).has(playerId);
}

/** One of the player's accounts (hidden ones too), or null: never another player's. */
export async function findAccount(
  ctx: WalletContext,
  playerId: string,
  filter: { id?: string; currency?: string },
): Promise<Account | null> {
  if (filter.id !== undefined && !isUuid(filter.id)) return null;
  const [row] = await repo.findAccountsWithBalances(ctx.db, playerId, {
    ...filter,
    includeHidden: true,
  });
  return row ? toAccount(ctx, row) : null;
}

/**
 * The status of one of the player's accounts (null: not the player's), without its balances:
 * what a bet asks before it stakes (the stake itself answers the balance).
 */
export function findAccountStatus(
  ctx: WalletContext,
  playerId: string,
  id: string,
): Promise<number | null> {
  return repo.findAccountStatus(ctx.db, playerId, id);
}

/**
 * Adds an account in an enabled currency. Adding a currency the player hid shows that account
 * again (`created: false`); a visible one is `account_exists`.
 */
export async function addAccount(
  ctx: WalletContext,
  playerId: string,
  currency: string,
  now: Date,
): Promise<Result<{ account: Account; created: boolean }, WalletFailure>> {
  const enabled = await listCurrencies(ctx.db);
  if (!enabled.some((c) => c.code === currency)) return fail({ kind: 'currency_not_available' });
  const existing = await findAccount(ctx, playerId, { currency });
  if (existing && existing.status !== ACCOUNT_STATUS.hidden)
    return fail({ kind: 'account_exists' });
  if (existing) {
    await ctx.db.transaction(async (tx) => {
      const accounts = await repo.lockPlayerAccounts(tx, playerId);
      const hasActive = accounts.some((a) => a.status === ACCOUNT_STATUS.active);
      const status = hasActive ? ACCOUNT_STATUS.inactive : ACCOUNT_STATUS.active;
      await repo.setStatus(tx, existing.id, status, now);
    });
    return ok({
      account: (await findAccount(ctx, playerId, { id: existing.id }))!,
      created: false,
    });
  }
  const row = await openAccount(ctx.db, playerId, currency);
  if (!row) return fail({ kind: 'account_exists' });
  return ok({ account: (await findAccount(ctx, playerId, { id: row.id }))!, created: true });
}

/** Makes one account the active one; exactly one is active afterwards. */
export async function switchAccount(
  ctx: WalletContext,
  playerId: string,
  id: string,
  now: Date,
): Promise<Result<Account, WalletFailure>> {
  if (!isUuid(id)) return fail({ kind: 'account_not_found' });
  const switched = await ctx.db.transaction(async (tx) => {
    const accounts = await repo.lockPlayerAccounts(tx, playerId);
    const target = accounts.find((a) => a.id === id);
    if (!target) return false;
    if (target.status !== ACCOUNT_STATUS.active) {
      await repo.deactivateActive(tx, playerId, now);
      await repo.setStatus(tx, id, ACCOUNT_STATUS.active, now);
    }
    return true;
  });
  if (!switched) return fail({ kind: 'account_not_found' });
  return ok((await findAccount(ctx, playerId, { id }))!);
}

/** Hides an account: never the active one, never one holding money (real, bonus or reserved). */
export async function hideAccount(
  ctx: WalletContext,
  playerId: string,
  id: string,
  now: Date,
): Promise<Result<Account, WalletFailure>> {
  if (!isUuid(id)) return fail({ kind: 'account_not_found' });
  const outcome = await ctx.db.transaction(async (tx): Promise<WalletFailure | null> => {
    const accounts = await repo.lockPlayerAccounts(tx, playerId);
    const target = accounts.find((a) => a.id === id);
    if (!target) return { kind: 'account_not_found' };
    if (target.status === ACCOUNT_STATUS.active) return { kind: 'account_active' };
    const [balances] = await repo.findAccountsWithBalances(tx, playerId, {
      id,
      includeHidden: true,
    });
    if (balances && balances.real + balances.bonus + balances.locked > 0) {
      return { kind: 'account_not_empty' };
    }
    await repo.setStatus(tx, id, ACCOUNT_STATUS.hidden, now);
    return null;
  });
  if (outcome) return fail(outcome);
  return ok((await findAccount(ctx, playerId, { id }))!);
}
