/**
 * A national self-exclusion register (GAMSTOP-like, docs/decisions/026): asked by email, name,
 * date of birth and postcode (SIGAP: by CPF); the answer is excluded now, never, or previously
 * (no longer); `barred` is a register's refusal for another reason than a self-exclusion (SIGAP:
 * a welfare beneficiary may not bet in Brazil), treated as an exclusion.
 */
export type RegisterAnswer = 'excluded' | 'barred' | 'not_excluded' | 'previously';

/** The answers that keep a person out (registration refused, a player excluded). */
export const isListed = (answer: RegisterAnswer) => answer === 'excluded' || answer === 'barred';

export interface RegisterPerson {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
  postcode?: string | null;
  /** Brazilian CPF, 11 digits (SIGAP asks by it). */
  cpf?: string | null;
}

export interface SelfExclusionRegister {
  name: string;
  /** Throws when the register cannot answer (network, HTTP error, unknown answer). */
  check(person: RegisterPerson): Promise<RegisterAnswer>;
}

/** How an adapter reaches its register over HTTP (globalThis.fetch live; the sandbox twin's). */
export type RegisterFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<Response>;
