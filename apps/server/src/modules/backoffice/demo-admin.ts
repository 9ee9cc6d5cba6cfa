import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { appendAudit, CLI_ACTOR } from './audit.ts';
import { type BackofficeContext, inTransaction } from './context.ts';
import { createOperator } from './operators-service.ts';
import * as repo from './repository.ts';
import { newOperatorPassword, sha256 } from './secrets.ts';

/**
 * The sandbox's demo admin (README): never in live mode. Its password is generated, written to
 * DEMO_ADMIN_FILE and known to nobody else; it signs in from loopback only (docs/decisions/015).
 */
export const DEMO_ADMIN_EMAIL = 'admin@backoffice.test';

/** The demo admin's credentials as DEMO_ADMIN_FILE holds them (null: no file, or not ours). */
export function readDemoAdminFile(file: string): { email: string; password: string } | null {
  const password = /^password: (\S+)$/m.exec(readText(file))?.[1];
  return password ? { email: DEMO_ADMIN_EMAIL, password } : null;
}

function readText(file: string) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Names the stored hash the file's password was hashed to, so a boot checks it without argon2. */
const hashTag = (passwordHash: string) => sha256(passwordHash).slice(0, 32);

function writeDemoAdminFile(file: string, password: string, passwordHash: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `# The sandbox demo admin of this database (sign in at /backoffice from this machine).\nemail: ${DEMO_ADMIN_EMAIL}\npassword: ${password}\nfor: ${hashTag(passwordHash)}\n`,
    { mode: 0o600 },
  );
}

/**
 * Makes the demo admin, or gives it a new password when the file was not written for its current
 * one (a database from before the password was generated kept the README's public one): then its
 * TOTP and sessions go too, since whoever knew the old password may have enrolled their own app.
 * A boot that keeps it hashes nothing (the file names the stored hash).
 */
export async function ensureDemoAdmin(
  ctx: BackofficeContext,
  file: string,
): Promise<'created' | 'kept' | 'replaced' | 'live'> {
  if (ctx.isLive) return 'live';
  const actor = { ...CLI_ACTOR, label: 'sandbox demo admin' };
  const existing = await repo.findOperatorByEmail(ctx.db, DEMO_ADMIN_EMAIL);
  const tag = /^for: (\S+)$/m.exec(readText(file))?.[1];
  if (existing && tag === hashTag(existing.passwordHash)) return 'kept';
  const password = newOperatorPassword();
  if (!existing) {
    const made = await createOperator(
      ctx,
      { email: DEMO_ADMIN_EMAIL, password, name: 'Demo admin', role: 'admin' },
      actor,
    );
    if (!made.ok) return ensureDemoAdmin(ctx, file);
    writeDemoAdminFile(file, password, made.value.operator.passwordHash);
    return 'created';
  }
  const passwordHash = await ctx.passwords.hash(password);
  await inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    await repo.updateOperator(tx, existing.id, {
      passwordHash,
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
    });
    await repo.replaceRecoveryCodes(tx, existing.id, []);
    await repo.closeOperatorSessions(tx, existing.id, now);
    await appendAudit(tx, actor, {
      action: 'operator.password_replaced',
      targetType: 'operator',
      targetId: existing.id,
    });
  });
  writeDemoAdminFile(file, password, passwordHash);
  return 'replaced';
}
