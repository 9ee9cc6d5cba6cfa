import type { Db, Tx } from '@casino/db';
import { defineTransactionScope } from '../../../shared/transaction.ts';
import * as repo from './repository.ts';
import type { Entry, LedgerAccount, LedgerFailure, Posted, TransferSpec } from './types.ts';

const ledgerTransaction = defineTransactionScope<LedgerFailure>('ledger');

/** Ends the running `inLedgerTransaction` with an expected failure (rolled back). */
export function abort(failure: LedgerFailure): never {
  return ledgerTransaction.rollback(failure);
}

/**
 * Runs `work` in a transaction (a savepoint when `db` already is one); an `abort()` inside
 * rolls it back and becomes the failure result.
 */
export function inLedgerTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>) {
  return ledgerTransaction.run(db, work);
}

/**
 * Like `inLedgerTransaction`, but inside a caller's transaction without a savepoint: `work`
 * must write nothing before it may `abort()` (checks and locks first), so a failure leaves the
 * caller's transaction as it was. A bonus's balance lock inside a seamless call takes it.
 */
export function inLedgerStep<T>(db: Db, work: (tx: Db) => Promise<T>) {
  return ledgerTransaction.step(db, work);
}

/** How a transfer changes an account: up on its normal side, down on the other. */
const signed = (account: LedgerAccount, side: 'debit' | 'credit', amount: number) =>
  account.normalBalance === side ? amount : -amount;

export interface PostOptions {
  /** The reservation these transfers resolve. */
  resolves?: { pendingId: string; state: 'posted' | 'voided' };
  /** Amount that must stay in an account after the post (e.g. a turnover hold). */
  holds?: Map<string, number>;
}

function sameMovement(spec: TransferSpec, existing: Posted['transfers'][number]) {
  return (
    spec.code === existing.code &&
    spec.debit === existing.debit &&
    spec.credit === existing.credit &&
    spec.amount === existing.amount
  );
}

async function replay(tx: Db, specs: TransferSpec[]): Promise<Posted> {
  const existing = await repo.findTransfersByKeys(
    tx,
    specs.map((s) => s.key),
  );
  const byKey = new Map(existing.map((t) => [t.key, t]));
  for (const spec of specs) {
    const first = byKey.get(spec.key);
    if (!first || !sameMovement(spec, first)) abort({ kind: 'duplicate', key: spec.key });
  }
  const transfers = specs.map((s) => byKey.get(s.key)!);
  return {
    transfers,
    entries: await repo.findEntries(
      tx,
      transfers.map((t) => t.id),
    ),
    replayed: true,
  };
}

function checkSpecs(locked: Map<string, LedgerAccount>, specs: TransferSpec[]) {
  for (const spec of specs) {
    const debit = locked.get(spec.debit);
    const credit = locked.get(spec.credit);
    if (!debit || !credit) abort({ kind: 'account_not_found' });
    if (debit!.currency !== spec.currency || credit!.currency !== spec.currency) {
      throw new Error(`transfer ${spec.key} mixes currencies`);
    }
    if (!Number.isSafeInteger(spec.amount) || spec.amount <= 0) {
      throw new Error(`transfer ${spec.key} has a bad amount ${spec.amount}`);
    }
  }
}

/**
 * The balances after the transfers (by account id) and their entries, computed from the
 * locked rows; aborts, writing nothing, when a balance would leave the safe integers or a
 * player account would end below zero (or below its hold).
 */
function planEntries(
  locked: Map<string, LedgerAccount>,
  specs: TransferSpec[],
  idOf: (spec: TransferSpec) => string,
  holds?: Map<string, number>,
) {
  const balances = new Map<string, number>();
  const entries: Entry[] = [];
  for (const spec of specs) {
    for (const side of ['debit', 'credit'] as const) {
      const account = locked.get(spec[side])!;
      const before = balances.get(account.id) ?? account.balance;
      const change = signed(account, side, spec.amount);
      const after = before + change;
      // A reply could not carry it exactly (JSON numbers): refused, not stored.
      if (!Number.isSafeInteger(after)) abort({ kind: 'out_of_range', accountId: account.id });
      balances.set(account.id, after);
      entries.push({
        transferId: idOf(spec),
        accountId: account.id,
        amount: change,
        balanceAfter: after,
      });
    }
  }
  for (const [id, after] of balances) {
    const account = locked.get(id)!;
    const hold = holds?.get(id) ?? 0;
    if (account.walletAccountId && after < hold && after < account.balance) {
      abort({
        kind: 'insufficient_funds',
        accountId: id,
        balance: account.balance,
        available: Math.max(0, account.balance - hold),
        requested: account.balance - after,
      });
    }
  }
  return { balances, entries };
}

/**
 * Posts transfers over accounts the caller has locked in this transaction (`lockAccounts`):
 * all or nothing, exactly once per idempotency key. A key seen before returns the first
 * post's transfers and entries and moves nothing; a key seen before for another movement is
 * a `duplicate`. A player account may not end below zero (nor below its hold).
 */
export async function postLocked(
  tx: Db,
  locked: Map<string, LedgerAccount>,
  specs: TransferSpec[],
  { resolves, holds }: PostOptions = {},
): Promise<Posted> {
  checkSpecs(locked, specs);
  const inserted = await repo.insertTransfers(tx, specs);
  if (inserted.length === 0) return replay(tx, specs);
  // Some keys new, some not: the caller reused a key of another movement.
  if (inserted.length !== specs.length) {
    const fresh = new Set(inserted.map((t) => t.key));
    abort({ kind: 'duplicate', key: specs.find((s) => !fresh.has(s.key))!.key });
  }
  if (resolves && !(await repo.resolvePending(tx, resolves.pendingId, resolves.state))) {
    const pending = await repo.findTransferById(tx, resolves.pendingId);
    abort({ kind: 'not_pending', state: pending?.state ?? 'missing' });
  }
  const byKey = new Map(inserted.map((t) => [t.key, t]));
  const { balances, entries } = planEntries(locked, specs, (s) => byKey.get(s.key)!.id, holds);
  await repo.applyEntries(tx, balances, entries);
  return { transfers: specs.map((s) => byKey.get(s.key)!), entries, replayed: false };
}
