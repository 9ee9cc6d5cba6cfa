import type { Db } from '@casino/db';
import type { Clock } from './clock.ts';
import { defineTransactionScope } from './transaction.ts';

// An operator's change made by the module that owns the data (docs/decisions/036): the module
// writes its tables and hands the audit entry to the caller's writer inside the same transaction,
// so the entry exists exactly when the change does. The back office passes a writer bound to
// the operator who acted.

/** What the audit log records of one change. */
export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

/** Writes `entry` inside the change's transaction `tx`. */
export type AuditWriter = (tx: Db, entry: AuditEntry) => Promise<void>;

/** The refusals an operator's change can end in (the back office answers 404, 409 or 400). */
export type OperatorChangeFailure =
  | { kind: 'not_found'; what: string }
  | { kind: 'taken'; field: string; message: string }
  | { kind: 'invalid'; field: string; message: string };

/** What a module needs to make an operator's change. */
export interface OperatorChangeDeps {
  db: Db;
  clock: Clock;
}

export const { run: inOperatorChange, rollback: refuseChange } =
  defineTransactionScope<OperatorChangeFailure>('operator change');
