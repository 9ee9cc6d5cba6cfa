import type { RegisterAnswer, RegisterPerson, SelfExclusionRegister } from './types.ts';

/**
 * The register's sandbox twin (sandbox mode only: the config refuses it live). Listed emails
 * and dates of birth answer `excluded`; an email whose local part starts with `excluded` or a
 * date of birth 1999-12-31 too; `previously` for an email starting with `previously`.
 */
export function sandboxRegister(listed: string[]): SelfExclusionRegister {
  const entries = new Set(listed.map((e) => e.trim().toLowerCase()).filter(Boolean));
  return {
    name: 'sandbox',
    async check(person: RegisterPerson): Promise<RegisterAnswer> {
      const email = person.email.toLowerCase();
      const local = email.split('@')[0] ?? '';
      const birth = person.dateOfBirth ?? '';
      if (entries.has(email) || (birth && entries.has(birth))) return 'excluded';
      if (local.startsWith('excluded') || birth === '1999-12-31') return 'excluded';
      if (local.startsWith('previously')) return 'previously';
      return 'not_excluded';
    },
  };
}
