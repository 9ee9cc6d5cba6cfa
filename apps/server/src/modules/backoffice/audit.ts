import { auditLog, type Db } from '@casino/db';
import type { AuditEntry, AuditWriter } from '../../shared/operator-change.ts';

/** Who did it, from where: an operator's session or an API key (docs/decisions/023). */
export interface Actor {
  type: 'operator' | 'api_key' | 'system';
  id: string | null;
  label: string;
  ip: string | null;
  userAgent: string | null;
}

export type AuditRecord = AuditEntry;

/**
 * Appends one audit entry; callers pass the transaction of the change, so the entry exists
 * exactly when the change does. The table only ever takes INSERTs (a trigger refuses the rest).
 */
export async function appendAudit(db: Db, actor: Actor, record: AuditRecord) {
  await db.insert(auditLog).values({
    actorType: actor.type,
    actorId: actor.id,
    actorLabel: actor.label,
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** The command line, for actions taken there. */
export const CLI_ACTOR: Actor = {
  type: 'system',
  id: null,
  label: 'cli',
  ip: null,
  userAgent: null,
};

/** The audit writer a module's operator change takes: entries by `actor`, in its transaction. */
export const auditBy =
  (actor: Actor): AuditWriter =>
  (tx, entry) =>
    appendAudit(tx, actor, entry);
