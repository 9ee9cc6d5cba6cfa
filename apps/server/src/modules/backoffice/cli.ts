import { OPERATOR_ROLES, type OperatorRole } from '@casino/contracts/backoffice';
import type { Db } from '@casino/db';
import type { Config } from '../../config.ts';
import { systemClock } from '../../shared/clock.ts';
import { passwordHasherFor } from '../player/operator-service.ts';
import { CLI_ACTOR } from './audit.ts';
import { createOperator } from './operators-service.ts';

export const OPERATORS_USAGE = `  operators create --email <email> --role <${OPERATOR_ROLES.join('|')}> [--name <name>]
                                         a back-office operator; prints a one-time password
                                         (TOTP is enrolled at the first login)`;

export class OperatorsCliError extends Error {}

/** `operators create ...`: the first admin of a new installation (docs/decisions/023). */
export async function operatorsCommand(db: Db, config: Config, args: string[]) {
  const [action, ...rest] = args;
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) options.set(rest[i]!, rest[i + 1] ?? '');
  const email = options.get('--email');
  const role = options.get('--role') as OperatorRole | undefined;
  if (action !== 'create' || !email || !role) throw new OperatorsCliError(OPERATORS_USAGE);
  if (!OPERATOR_ROLES.includes(role)) {
    throw new OperatorsCliError(`--role: one of ${OPERATOR_ROLES.join(', ')}`);
  }
  const passwords = passwordHasherFor(config);
  const result = await createOperator(
    { db, clock: systemClock, passwords },
    { email, role, name: options.get('--name') || email.split('@')[0]! },
    CLI_ACTOR,
  );
  if (!result.ok) throw new OperatorsCliError(`${email}: ${result.error.kind}`);
  console.log(`operator ${result.value.operator.email} (${role}) created`);
  console.log(`one-time password: ${result.value.password}`);
  console.log(`log in at ${config.PUBLIC_URL}/backoffice and enrol an authenticator app`);
}
