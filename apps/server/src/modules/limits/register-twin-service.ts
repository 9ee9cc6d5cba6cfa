import type { RegisterTwinAdd, RegisterTwinEntry } from '@casino/contracts/api/backoffice';
import type { Db } from '@casino/db';
import type { AuditWriter } from '../../shared/operator-change.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { defineTransactionScope } from '../../shared/transaction.ts';
import type { LimitFailure } from './failures.ts';
import * as repo from './register/twin-repository.ts';

// The lists of the national registers' sandbox twins (GAMSTOP, OASIS, CRUKS, SIGAP; issue 32),
// kept in `register_twin_entries`: compliance edits them in the back office (audited), the twins
// under /sandbox/registers answer from them.

const scope = defineTransactionScope<LimitFailure>('register twin entry');

/** An entry as its twin compares it: a CPF's 11 digits, an email trimmed and lower-cased. */
export const twinKey = (register: repo.TwinRegister, entry: string) =>
  register === 'sigap' ? entry.replace(/\D/g, '') : entry.trim().toLowerCase();

const toEntry = (row: repo.TwinEntryRow): RegisterTwinEntry => ({
  id: row.id,
  register: row.register,
  entry: row.entry,
  listing: row.listing,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

export async function listTwinEntries(db: Db): Promise<{ items: RegisterTwinEntry[] }> {
  return { items: (await repo.twinEntries(db)).map(toEntry) };
}

/** How a twin lists `entry` (raw, as the adapter sent it), or null. */
export const twinListing = (db: Db, register: repo.TwinRegister, entry: string) =>
  repo.twinListing(db, register, twinKey(register, entry));

/**
 * Puts a person on a twin's list (one listed already takes the new listing); the audit entry
 * commits with it. A SIGAP entry must be a CPF (11 digits), the others an email.
 */
export async function addTwinEntry(
  db: Db,
  audit: AuditWriter,
  operator: string,
  body: RegisterTwinAdd,
): Promise<Result<RegisterTwinEntry, LimitFailure>> {
  const entry = twinKey(body.register, body.entry);
  const invalid =
    body.register === 'sigap'
      ? entry.length !== 11 && 'Enter a CPF of 11 digits'
      : !/^[^@\s]+@[^@\s]+$/.test(entry) && 'Enter an email address';
  if (invalid) return fail({ kind: 'invalid_fields', fields: { entry: [invalid] } });
  const listingFits =
    body.listing === 'excluded' ||
    (body.listing === 'previously' && body.register === 'gamstop') ||
    (body.listing === 'welfare' && body.register === 'sigap');
  if (!listingFits) {
    return fail({
      kind: 'invalid_fields',
      fields: { listing: [`${body.register.toUpperCase()} does not list "${body.listing}"`] },
    });
  }
  const result = await scope.run(db, async (tx) => {
    const before = await repo.twinListing(tx, body.register, entry);
    const row = await repo.upsertTwinEntry(tx, {
      register: body.register,
      entry,
      listing: body.listing,
      createdBy: operator,
    });
    await audit(tx, {
      action: 'register_twin.add',
      targetType: 'register_twin',
      targetId: `${body.register}:${entry}`,
      before: before ? { listing: before } : null,
      after: { register: body.register, entry, listing: body.listing },
    });
    return row;
  });
  return result.ok ? ok(toEntry(result.value)) : result;
}

/** Takes an entry off its twin's list; audited in the same transaction. */
export async function removeTwinEntry(
  db: Db,
  audit: AuditWriter,
  id: string,
): Promise<Result<{ ok: true }, LimitFailure>> {
  return scope.run(db, async (tx) => {
    const row = await repo.findTwinEntry(tx, id);
    if (!row) return scope.rollback({ kind: 'twin_entry_not_found' });
    await repo.deleteTwinEntry(tx, id);
    await audit(tx, {
      action: 'register_twin.remove',
      targetType: 'register_twin',
      targetId: `${row.register}:${row.entry}`,
      before: { register: row.register, entry: row.entry, listing: row.listing },
      after: null,
    });
    return { ok: true as const };
  });
}
