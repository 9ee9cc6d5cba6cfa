import { CLI_ACTOR } from './audit.ts';
import type { BackofficeContext } from './context.ts';
import { createOperator } from './operators-service.ts';
import { findOperatorByEmail } from './repository.ts';

/** The sandbox's demo admin (README): never in live mode; TOTP is enrolled at the first login. */
export const DEMO_ADMIN = {
  email: 'admin@backoffice.test',
  password: 'sandbox-admin-password',
} as const;

export async function ensureDemoAdmin(ctx: BackofficeContext) {
  if (ctx.isLive) return;
  if (await findOperatorByEmail(ctx.db, DEMO_ADMIN.email)) return;
  await createOperator(
    ctx,
    { ...DEMO_ADMIN, name: 'Demo admin', role: 'admin' },
    { ...CLI_ACTOR, label: 'sandbox demo admin' },
  );
}
