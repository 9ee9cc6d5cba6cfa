import { randomBytes } from 'node:crypto';

/** Keeps a generated value under a key (the settings table), so every instance agrees. */
export type SecretStore = (key: string, make: () => string) => Promise<string>;

export interface LazySecretOptions {
  /** The value from the environment: used as is, nothing stored. */
  configured?: string | undefined;
  /** Where the generated value is kept in the store. */
  key: string;
  store: SecretStore;
  /** Random bytes of a generated secret (base64url encoded). */
  bytes?: number;
}

/**
 * Runs `load` once and keeps its value. A failed load (database down at boot) is forgotten,
 * so the next call tries again instead of failing forever.
 */
export function memoizeLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * A secret from the environment, or one generated on first use and kept in the store, so
 * restarts and other instances on the same database sign and check with the same value.
 * Nothing is read before the first call: the app boots while the database is down.
 */
export function lazySecret({
  configured,
  key,
  store,
  bytes = 32,
}: LazySecretOptions): () => Promise<string> {
  return memoizeLoad(async () =>
    configured ? configured : store(key, () => randomBytes(bytes).toString('base64url')),
  );
}
