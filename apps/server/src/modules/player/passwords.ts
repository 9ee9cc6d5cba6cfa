import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface PasswordHasher {
  readonly params: Argon2Params;
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification and fails: used for unknown emails, so a login
   * answers in about the same time whether or not the account exists.
   */
  verifyNobody(password: string): Promise<false>;
  /** The hash was made with other parameters than today's (rehash on the next login). */
  needsRehash(hash: string): boolean;
  /** Makes the dummy hash now, so the first unknown-email login is not slower than later ones. */
  warmUp(): Promise<void>;
}

/** The hasher at the configured argon2id cost (ARGON2_*): players' and operators' alike. */
export function passwordHasherFor(config: {
  ARGON2_MEMORY_KIB: number;
  ARGON2_TIME_COST: number;
  ARGON2_PARALLELISM: number;
}): PasswordHasher {
  return createPasswordHasher({
    memoryCost: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
    parallelism: config.ARGON2_PARALLELISM,
  });
}

/** argon2id with the configured cost (defaults: OWASP minimum, 19 MiB, t=2, p=1). */
export function createPasswordHasher(params: Argon2Params): PasswordHasher {
  const options: argon2.HashOptions = { type: argon2.argon2id, ...params };
  let dummy: Promise<string> | undefined;
  const dummyHash = () => {
    dummy ??= argon2.hash(randomBytes(16).toString('hex'), options);
    return dummy;
  };
  return {
    params,
    hash: (password) => argon2.hash(password, options),
    async verify(hash, password) {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false; // a malformed stored hash never lets anyone in
      }
    },
    async verifyNobody(password) {
      await argon2.verify(await dummyHash(), password);
      return false;
    },
    needsRehash: (hash) => argon2.needsRehash(hash, params),
    async warmUp() {
      await dummyHash();
    },
  };
}
