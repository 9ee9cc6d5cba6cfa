/**
 * A national self-exclusion register (GAMSTOP-like, docs/decisions/026): asked by email, name,
 * date of birth and postcode; the answer is excluded now, never, or previously (no longer).
 */
export type RegisterAnswer = 'excluded' | 'not_excluded' | 'previously';

export interface RegisterPerson {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
  postcode?: string | null;
}

export interface SelfExclusionRegister {
  name: string;
  /** Throws when the register cannot answer (network, HTTP error, unknown answer). */
  check(person: RegisterPerson): Promise<RegisterAnswer>;
}
