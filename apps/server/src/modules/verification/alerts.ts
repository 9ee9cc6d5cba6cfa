import type { VerificationAlert } from '@casino/contracts';
import { isUuid } from '../../shared/ids.ts';
import { fail, ok } from '../../shared/result.ts';
import type { VerificationContext } from './context.ts';
import type { VerificationFailure } from './failures.ts';
import * as repo from './repository.ts';

const toAlert = (row: NonNullable<Awaited<ReturnType<typeof repo.findAlert>>>) =>
  ({
    id: row.alert.id,
    playerId: row.alert.playerId,
    playerEmail: row.email,
    kind: row.alert.kind as VerificationAlert['kind'],
    detail: row.alert.detail,
    withdrawalsFrozen: row.withdrawalsFrozen ?? false,
    createdAt: row.alert.createdAt.toISOString(),
    resolvedAt: row.alert.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.alert.resolvedBy,
    note: row.alert.note,
  }) satisfies VerificationAlert;

/** Compliance alerts (docs/decisions/028): open ones oldest first, and how many are open. */
export async function listAlerts(ctx: VerificationContext, status: 'open' | 'resolved') {
  const [rows, open] = await Promise.all([
    repo.listAlerts(ctx.db, status),
    repo.countOpenAlerts(ctx.db),
  ]);
  return { items: rows.map(toAlert), open };
}

/** An operator resolves an open alert with a note (the freeze is lifted separately). */
export async function resolveAlert(ctx: VerificationContext, id: string, note: string, by: string) {
  if (!isUuid(id)) return fail<VerificationFailure>({ kind: 'alert_not_found' });
  const found = await repo.findAlert(ctx.db, id);
  if (!found) return fail<VerificationFailure>({ kind: 'alert_not_found' });
  const resolved = await repo.resolveAlert(ctx.db, id, {
    resolvedAt: ctx.clock.now(),
    resolvedBy: by,
    note,
  });
  if (!resolved) return fail<VerificationFailure>({ kind: 'alert_resolved' });
  const row = await repo.findAlert(ctx.db, id);
  return ok(toAlert(row!));
}
