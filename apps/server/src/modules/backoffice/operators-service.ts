import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@casino/contracts/backoffice';
import { auditLog, type Db, operators } from '@casino/db';
import { and, count, desc, eq, gte, isNull, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Result } from '../../shared/result.ts';
import { escapeLike } from '../../shared/sql-like.ts';
import { endAgent } from '../support/agent-service.ts';
import { type Actor, appendAudit } from './audit.ts';
import { type BackofficeContext, inTransaction, rollback } from './context.ts';
import type { BackofficeFailure } from './failures.ts';
import * as repo from './repository.ts';
import { newApiKey, newOperatorPassword, newSetupToken, sha256 } from './secrets.ts';
import { toApiKey, toOperator } from './views.ts';

// Operators, API keys and the audit log: the admin's screens.

/** A new operator with a one-time password (shown once); TOTP is enrolled at the first login. */
export async function createOperator(
  ctx: Pick<BackofficeContext, 'db' | 'clock' | 'passwords' | 'isLive'>,
  input: {
    email: string;
    name: string;
    role: OperatorRole;
    password?: string;
    /** A one-time setup secret's hash and end (createAdminWithSetup). */
    setup?: { tokenHash: string; expiresAt: Date };
  },
  actor: Actor,
): Promise<Result<{ operator: repo.OperatorRow; password: string }, BackofficeFailure>> {
  const password = input.password ?? newOperatorPassword();
  const passwordHash = await ctx.passwords.hash(password);
  return inTransaction(ctx.db, async (tx) => {
    const row = await repo.insertOperator(tx, {
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: input.role,
      passwordHash,
      // A live boot refuses a database with sandbox-made operators (docs/decisions/015).
      siteMode: ctx.isLive ? 'live' : 'sandbox',
      setupTokenHash: input.setup?.tokenHash ?? null,
      setupExpiresAt: input.setup?.expiresAt ?? null,
      createdAt: ctx.clock.now(),
    });
    if (!row) return rollback({ kind: 'email_taken' });
    await appendAudit(tx, actor, {
      action: 'operator.create',
      targetType: 'operator',
      targetId: row.id,
      after: toOperator(row),
    });
    return { operator: row, password };
  });
}

/**
 * An admin made from the command line with no password anyone knows: a one-time setup secret
 * (256 random bits, kept as SHA-256) sets the first password once, within `ttlMs`; TOTP follows.
 */
export async function createAdminWithSetup(
  ctx: Pick<BackofficeContext, 'db' | 'clock' | 'passwords' | 'isLive'>,
  input: { email: string; name: string },
  actor: Actor,
  ttlMs: number,
): Promise<
  Result<{ operator: repo.OperatorRow; token: string; expiresAt: Date }, BackofficeFailure>
> {
  const token = newSetupToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + ttlMs);
  // A password nobody is shown: only the setup secret leads in.
  const made = await createOperator(
    ctx,
    {
      ...input,
      role: 'admin',
      password: newSetupToken(),
      setup: { tokenHash: sha256(token), expiresAt },
    },
    actor,
  );
  if (!made.ok) return made;
  return { ok: true, value: { operator: made.value.operator, token, expiresAt } };
}

/** Role, disabled, or a TOTP reset; the last enabled admin keeps the admin role. */
export async function updateOperator(
  ctx: BackofficeContext,
  id: string,
  input: { role?: OperatorRole; disabled?: boolean; resetTotp?: true },
  actor: Actor,
): Promise<Result<repo.OperatorRow, BackofficeFailure>> {
  const now = ctx.clock.now();
  // A reset second factor also retires the password (the admin may know it: they saw the
  // one-time one): the operator chooses a new one through a link mailed to them only.
  const reset = input.resetTotp
    ? {
        token: newResetToken(),
        passwordHash: await ctx.passwords.hash(newResetToken()),
      }
    : null;
  const result = await inTransaction(ctx.db, async (tx) => {
    const before = await repo.lockOperator(tx, id);
    if (!before) return rollback({ kind: 'not_found', what: 'Operator' });
    const losesAdmin =
      before.role === 'admin' &&
      !before.disabledAt &&
      ((input.role && input.role !== 'admin') || input.disabled === true);
    if (losesAdmin && (await countActiveAdmins(tx)) <= 1) return rollback({ kind: 'last_admin' });
    const changes: Partial<repo.OperatorRow> = {};
    if (input.role) changes.role = input.role;
    if (input.disabled !== undefined) changes.disabledAt = input.disabled ? now : null;
    if (reset) {
      Object.assign(changes, {
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        passwordHash: reset.passwordHash,
        passwordResetHash: sha256(reset.token),
        passwordResetExpiresAt: new Date(now.getTime() + RESET_LINK_MS),
      });
      await repo.replaceRecoveryCodes(tx, id, []);
    }
    const after =
      Object.keys(changes).length > 0 ? await repo.updateOperator(tx, id, changes) : before;
    // A changed role, a disabled account or a reset second factor signs the operator out.
    if (input.role || input.disabled || input.resetTotp) {
      await repo.closeOperatorSessions(tx, id, now);
    }
    await appendAudit(tx, actor, {
      action: 'operator.update',
      targetType: 'operator',
      targetId: id,
      before: toOperator(before),
      after: toOperator(after),
    });
    return after;
  });
  if (result.ok && reset) mailResetLink(ctx, result.value.email, reset.token);
  if (result.ok && (input.role || input.disabled || input.resetTotp)) {
    await endRealtimeOf(ctx, id);
  }
  return result;
}

/**
 * Once an operator's sessions are closed, their realtime subscriptions end too (the support
 * queue and conversations), not when their tokens expire. After the commit; a failure is
 * logged, not thrown (the change is made).
 */
export async function endRealtimeOf(ctx: BackofficeContext, operatorId: string) {
  if (!ctx.support) return;
  await endAgent(ctx.support, operatorId).catch((err: unknown) =>
    ctx.log.error({ err, operatorId }, 'ending the realtime subscriptions of an operator failed'),
  );
}

/** How long the link mailed after a TOTP reset works. */
const RESET_LINK_MS = 24 * 3_600_000;

const newResetToken = () => randomBytes(32).toString('base64url');

/** The link is in the fragment: it never reaches a server's or a proxy's log. */
function mailResetLink(ctx: BackofficeContext, email: string, token: string) {
  const link = `${ctx.publicUrl}/backoffice/#reset=${token}`;
  ctx.outbox.queue({
    to: email,
    subject: 'Choose a new back-office password',
    text:
      `An admin reset the second factor of your back-office account. Choose a new password ` +
      `within 24 hours at ${link} and then enrol your authenticator app again at your next ` +
      `login. If you did not expect this, tell your security team.`,
    html:
      `<p>An admin reset the second factor of your back-office account.</p>` +
      `<p><a href="${link}">Choose a new password</a> within 24 hours, then enrol your ` +
      `authenticator app again at your next login.</p>` +
      `<p>If you did not expect this, tell your security team.</p>`,
  });
}

async function countActiveAdmins(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)));
  return row?.n ?? 0;
}

export async function createApiKey(
  ctx: BackofficeContext,
  input: { name: string; scopes: OperatorRole[] },
  actor: Actor,
) {
  const key = newApiKey();
  const result = await inTransaction(ctx.db, async (tx) => {
    const row = await repo.insertApiKey(tx, {
      name: input.name,
      keyHash: sha256(key),
      prefix: key.slice(0, 10),
      scopes: [...new Set(input.scopes)],
      createdBy: actor.type === 'operator' ? actor.id : null,
      createdAt: ctx.clock.now(),
    });
    await appendAudit(tx, actor, {
      action: 'api_key.create',
      targetType: 'api_key',
      targetId: row.id,
      after: toApiKey(row),
    });
    return { apiKey: row, key };
  });
  return result;
}

export async function revokeApiKey(ctx: BackofficeContext, id: string, actor: Actor) {
  return inTransaction(ctx.db, async (tx) => {
    const before = (await repo.listApiKeys(tx)).find((row) => row.id === id);
    if (!before) return rollback({ kind: 'not_found', what: 'API key' });
    const after = before.revokedAt
      ? before
      : ((await repo.updateApiKey(tx, id, { revokedAt: ctx.clock.now() })) ?? before);
    await appendAudit(tx, actor, {
      action: 'api_key.revoke',
      targetType: 'api_key',
      targetId: id,
      before: toApiKey(before),
      after: toApiKey(after),
    });
    return after;
  });
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  targetId?: string;
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

/** Newest first, by actor (prefix), action, target and day range (UTC). */
export async function listAudit(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.actor) {
    const prefix = `${escapeLike(filter.actor.toLowerCase())}%`;
    conditions.push(like(sql`lower(${auditLog.actorLabel})`, prefix));
  }
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(auditLog.at, end));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: total?.n ?? 0,
  };
}
