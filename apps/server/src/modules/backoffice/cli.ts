import { OPERATOR_ROLES, type OperatorRole } from '@casino/contracts/backoffice';
import type { Db } from '@casino/db';
import type { Config } from '../../config.ts';
import { systemClock } from '../../shared/clock.ts';
import { passwordHasherFor } from '../player/operator-service.ts';
import { CLI_ACTOR } from './audit.ts';
import { createAdminWithSetup, createOperator } from './operators-service.ts';

export const OPERATORS_USAGE = `  operators create-admin --email <email> [--name <name>]
                                         an admin with a one-time setup link (OPERATOR_SETUP_TTL_HOURS):
                                         it sets the password once, then an authenticator app is enrolled
  operators create --email <email> --role <${OPERATOR_ROLES.join('|')}> [--name <name>]
                                         a back-office operator; prints a one-time password
                                         (TOTP is enrolled at the first login)`;

export class OperatorsCliError extends Error {}

/**
 * `operators create-admin|create ...`: the first admin of a new installation (docs/decisions/015,
 * 023). `beforeCreate` runs first (the live boot's database check).
 */
export async function operatorsCommand(
  db: Db,
  config: Config,
  args: string[],
  beforeCreate: () => Promise<void> = async () => {},
) {
  const [action, ...rest] = args;
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) options.set(rest[i]!, rest[i + 1] ?? '');
  const email = options.get('--email');
  const name = options.get('--name') || email?.split('@')[0] || '';
  const ctx = {
    db,
    clock: systemClock,
    passwords: passwordHasherFor(config),
    isLive: config.SITE_MODE === 'live',
  };
  if (action === 'create-admin' && email) {
    await beforeCreate();
    const ttlMs = config.OPERATOR_SETUP_TTL_HOURS * 3_600_000;
    const result = await createAdminWithSetup(ctx, { email, name }, CLI_ACTOR, ttlMs);
    if (!result.ok) throw new OperatorsCliError(`${email}: ${result.error.kind}`);
    const { operator, token, expiresAt } = result.value;
    console.log(`admin ${operator.email} created`);
    console.log(
      `one-time setup link (works once, until ${expiresAt.toISOString()}): ${config.PUBLIC_URL}/backoffice/#setup=${token}`,
    );
    console.log('open it to choose the password, then enrol an authenticator app');
    return;
  }
  const role = options.get('--role') as OperatorRole | undefined;
  if (action !== 'create' || !email || !role) throw new OperatorsCliError(OPERATORS_USAGE);
  if (!OPERATOR_ROLES.includes(role)) {
    throw new OperatorsCliError(`--role: one of ${OPERATOR_ROLES.join(', ')}`);
  }
  await beforeCreate();
  const result = await createOperator(ctx, { email, role, name }, CLI_ACTOR);
  if (!result.ok) throw new OperatorsCliError(`${email}: ${result.error.kind}`);
  console.log(`operator ${result.value.operator.email} (${role}) created`);
  console.log(`one-time password: ${result.value.password}`);
  console.log(`log in at ${config.PUBLIC_URL}/backoffice and enrol an authenticator app`);
}
