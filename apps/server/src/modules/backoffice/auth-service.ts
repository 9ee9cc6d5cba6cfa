import { isLoopback } from '../../shared/client-address.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { matchTotp, newTotpSecret, totpEnrolment } from '../../shared/totp.ts';
import { type Actor, appendAudit } from './audit.ts';
import { type BackofficeContext, inTransaction, rollback } from './context.ts';
import { DEMO_ADMIN_EMAIL } from './demo-admin.ts';
import type { BackofficeFailure } from './failures.ts';
import { endRealtimeOf } from './operators-service.ts';
import * as repo from './repository.ts';
import { newRecoveryCodes, newSessionToken, normaliseRecoveryCode, sha256 } from './secrets.ts';

// Operator logins: password, then TOTP (enrolled at the first login); docs/decisions/023.

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Password step: a session that may only do the TOTP steps until a code is verified. */
export async function login(
  ctx: BackofficeContext,
  { email, password }: { email: string; password: string },
  client: ClientInfo,
): Promise<Result<{ token: string; next: 'enrol' | 'verify' }, BackofficeFailure>> {
  const operator = await repo.findOperatorByEmail(ctx.db, email.trim().toLowerCase());
  if (!operator) {
    await ctx.passwords.verifyNobody(password);
    return fail({ kind: 'invalid_credentials' });
  }
  const valid = await ctx.passwords.verify(operator.passwordHash, password);
  if (!valid || operator.disabledAt) return fail({ kind: 'invalid_credentials' });
  // The sandbox demo admin is for whoever runs the machine, not a reachable visitor (ADR 015).
  if (operator.email === DEMO_ADMIN_EMAIL && !isLoopback(client.ip ?? undefined)) {
    return fail({ kind: 'invalid_credentials' });
  }
  const token = newSessionToken();
  const now = ctx.clock.now();
  await repo.insertSession(ctx.db, {
    tokenHash: sha256(token),
    operatorId: operator.id,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    lastSeenAt: now,
  });
  return ok({ token, next: operator.totpSecret ? 'verify' : 'enrol' });
}

/**
 * The first password of a CLI-made admin (`operators create-admin`): the one-time setup secret
 * works once, before it expires; then a session that enrols TOTP, as after a first login.
 */
export async function completeSetup(
  ctx: BackofficeContext,
  { token, password }: { token: string; password: string },
  client: ClientInfo,
): Promise<Result<{ token: string; next: 'enrol' }, BackofficeFailure>> {
  const passwordHash = await ctx.passwords.hash(password);
  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const operator = await repo.consumeSetupToken(tx, sha256(token), now, passwordHash);
    if (!operator) return rollback({ kind: 'invalid_setup_token' });
    const sessionToken = newSessionToken();
    await repo.insertSession(tx, {
      tokenHash: sha256(sessionToken),
      operatorId: operator.id,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      createdAt: now,
      lastSeenAt: now,
    });
    const actor: Actor = {
      type: 'operator',
      id: operator.id,
      label: operator.email,
      ip: client.ip,
      userAgent: client.userAgent,
    };
    await appendAudit(tx, actor, {
      action: 'operator.setup',
      targetType: 'operator',
      targetId: operator.id,
    });
    return sessionToken;
  });
  return result.ok ? ok({ token: result.value, next: 'enrol' as const }) : result;
}

export interface SessionState {
  session: repo.OperatorSessionRow;
  operator: repo.OperatorRow;
}

/** The open session of a cookie token: not idle too long, not too old, operator enabled. */
export async function findSession(
  ctx: BackofficeContext,
  token: string,
): Promise<SessionState | null> {
  const found = await repo.findSessionByToken(ctx.db, sha256(token));
  if (!found) return null;
  const now = ctx.clock.now().getTime();
  const { session, operator } = found;
  const idle = now - session.lastSeenAt.getTime() > ctx.idleTimeoutMs;
  const old = now - session.createdAt.getTime() > ctx.sessionMaxMs;
  if (idle || old || operator.disabledAt) {
    await repo.updateSession(ctx.db, session.id, { closedAt: new Date(now) });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > 15_000) {
    await repo.updateSession(ctx.db, session.id, { lastSeenAt: new Date(now) });
  }
  return found;
}

/** Offers a new secret to an operator without one (kept pending until a code proves it). */
export async function startEnrolment(ctx: BackofficeContext, state: SessionState) {
  if (state.operator.totpSecret) return fail({ kind: 'already_enrolled' } as const);
  const secret = newTotpSecret();
  await repo.updateOperator(ctx.db, state.operator.id, { totpPendingSecret: secret });
  return ok(await totpEnrolment(secret, state.operator.email, 'Aurora Casino back office'));
}

/** A code from the app enrols the secret: the session is verified, recovery codes are made. */
export async function confirmEnrolment(
  ctx: BackofficeContext,
  state: SessionState,
  code: string,
  actor: Actor,
): Promise<Result<{ operator: repo.OperatorRow; recoveryCodes: string[] }, BackofficeFailure>> {
  const now = ctx.clock.now();
  const codes = newRecoveryCodes();
  return inTransaction(ctx.db, async (tx) => {
    const operator = await repo.lockOperator(tx, state.operator.id);
    if (!operator) return rollback({ kind: 'not_found', what: 'Operator' });
    if (operator.totpSecret) return rollback({ kind: 'already_enrolled' });
    if (!operator.totpPendingSecret) return rollback({ kind: 'not_enrolled' });
    const step = await matchTotp(operator.totpPendingSecret, code, now, null);
    if (step === null) return rollback({ kind: 'invalid_code' });
    const updated = await repo.updateOperator(tx, operator.id, {
      totpSecret: operator.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
      lastLoginAt: now,
    });
    await repo.replaceRecoveryCodes(tx, operator.id, codes.map(normaliseRecoveryCode).map(sha256));
    await repo.updateSession(tx, state.session.id, { verifiedAt: now, lastSeenAt: now });
    await appendAudit(tx, actor, {
      action: 'operator.totp.enrol',
      targetType: 'operator',
      targetId: operator.id,
    });
    return { operator: updated, recoveryCodes: codes };
  });
}

/** Second factor of a login: a TOTP code (each once) or an unused recovery code. */
export async function verifySecondFactor(
  ctx: BackofficeContext,
  state: SessionState,
  input: { code: string } | { recoveryCode: string },
  actor: Actor,
): Promise<Result<repo.OperatorRow, BackofficeFailure>> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const operator = await repo.lockOperator(tx, state.operator.id);
    if (!operator) return rollback({ kind: 'not_found', what: 'Operator' });
    if (!operator.totpSecret) return rollback({ kind: 'not_enrolled' });
    let changes: Partial<repo.OperatorRow> = { lastLoginAt: now };
    if ('code' in input) {
      const step = await matchTotp(operator.totpSecret, input.code, now, operator.totpLastStep);
      if (step === null) return rollback({ kind: 'invalid_code' });
      changes = { ...changes, totpLastStep: step };
    } else {
      const hash = sha256(normaliseRecoveryCode(input.recoveryCode));
      if (!(await repo.useRecoveryCode(tx, operator.id, hash, now))) {
        return rollback({ kind: 'invalid_code' });
      }
    }
    const updated = await repo.updateOperator(tx, operator.id, changes);
    await repo.updateSession(tx, state.session.id, { verifiedAt: now, lastSeenAt: now });
    await appendAudit(tx, actor, {
      action: 'code' in input ? 'operator.login' : 'operator.login.recovery_code',
      targetType: 'operator',
      targetId: operator.id,
    });
    return updated;
  });
}

/**
 * An operator changes their own password with the current one: their other sessions end (this
 * one goes on), audited. Nobody else ever sets it, so no admin knows it (docs/decisions/023).
 */
export async function changeOwnPassword(
  ctx: BackofficeContext,
  state: SessionState,
  input: { currentPassword: string; newPassword: string },
  actor: Actor,
): Promise<Result<true, BackofficeFailure>> {
  if (!(await ctx.passwords.verify(state.operator.passwordHash, input.currentPassword))) {
    return fail({ kind: 'wrong_password' });
  }
  const passwordHash = await ctx.passwords.hash(input.newPassword);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const operator = await repo.lockOperator(tx, state.operator.id);
    if (!operator) return rollback({ kind: 'not_found', what: 'Operator' });
    // Changed meanwhile by another session: the current password given is no longer it.
    if (operator.passwordHash !== state.operator.passwordHash) {
      return rollback({ kind: 'wrong_password' });
    }
    await repo.updateOperator(tx, operator.id, { passwordHash });
    await repo.closeOperatorSessions(tx, operator.id, now, state.session.id);
    await appendAudit(tx, actor, {
      action: 'operator.password.change',
      targetType: 'operator',
      targetId: operator.id,
    });
    return true as const;
  });
}

/**
 * The one-time link mailed after an admin reset the operator's second factor: a new password
 * of the operator's choosing (the link then stops working); TOTP is enrolled at the next login.
 */
export async function completePasswordReset(
  ctx: BackofficeContext,
  input: { token: string; password: string },
  client: ClientInfo,
): Promise<Result<true, BackofficeFailure>> {
  const result = await setPasswordFromLink(ctx, input, client);
  if (result.ok) await endRealtimeOf(ctx, result.value);
  return result.ok ? ok(true) : result;
}

async function setPasswordFromLink(
  ctx: BackofficeContext,
  input: { token: string; password: string },
  client: ClientInfo,
): Promise<Result<string, BackofficeFailure>> {
  const found = await repo.findOperatorByResetHash(ctx.db, sha256(input.token));
  const now = ctx.clock.now();
  if (!found?.passwordResetExpiresAt || found.passwordResetExpiresAt <= now) {
    return fail({ kind: 'invalid_reset_token' });
  }
  const passwordHash = await ctx.passwords.hash(input.password);
  return inTransaction(ctx.db, async (tx) => {
    const operator = await repo.lockOperator(tx, found.id);
    if (operator?.passwordResetHash !== found.passwordResetHash) {
      return rollback({ kind: 'invalid_reset_token' });
    }
    await repo.updateOperator(tx, operator.id, {
      passwordHash,
      passwordResetHash: null,
      passwordResetExpiresAt: null,
    });
    await repo.closeOperatorSessions(tx, operator.id, now);
    await appendAudit(
      tx,
      { type: 'operator', id: operator.id, label: operator.email, ...client },
      { action: 'operator.password.reset', targetType: 'operator', targetId: operator.id },
    );
    return operator.id;
  });
}

export async function logout(ctx: BackofficeContext, state: SessionState) {
  await repo.updateSession(ctx.db, state.session.id, { closedAt: ctx.clock.now() });
}

/** An API key's row from `Bearer bo_…` (its last use noted at most once a minute), or null. */
export async function findApiKey(ctx: Pick<BackofficeContext, 'db' | 'clock'>, key: string) {
  const row = await repo.findApiKeyByHash(ctx.db, sha256(key));
  if (!row) return null;
  const now = ctx.clock.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await repo.updateApiKey(ctx.db, row.id, { lastUsedAt: now });
  }
  return row;
}
