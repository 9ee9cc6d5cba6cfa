import { randomBytes } from 'node:crypto';
import type { Db } from '@casino/db';
import { getOrCreateSetting } from '../settings/service.ts';

/**
 * The shared secret of a game provider's seamless-wallet signatures: `configured` (for the
 * built-in provider BUILTIN_PROVIDER_SECRET) or one generated once and kept in the settings
 * (`game.providers.{identity}.secret`), so every instance, restart and the provider service
 * itself (which calls this too) agree without any setup.
 */
export async function getProviderSecret(
  db: Db,
  identity: string,
  configured?: string,
): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, `game.providers.${identity}.secret`, () =>
    randomBytes(32).toString('base64url'),
  );
}

/** Loads once and keeps it; a failed load (database down) is retried on the next call. */
export function cachedSecret(load: () => Promise<string>): () => Promise<string> {
  let loading: Promise<string> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
