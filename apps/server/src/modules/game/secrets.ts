import type { Db } from '@casino/db';
import { lazySecret } from '../../shared/lazy-secret.ts';
import { settingsSecretStore } from '../settings/service.ts';

/**
 * The shared secret of a game provider's seamless-wallet signatures, as a loader: `configured`
 * (for the built-in provider BUILTIN_PROVIDER_SECRET) or one generated once and kept in the
 * settings (`game.providers.{identity}.secret`), so every instance, restart and the provider
 * service itself agree without any setup.
 */
export function providerSecret(db: Db, identity: string, configured?: string) {
  return lazySecret({
    configured,
    key: `game.providers.${identity}.secret`,
    store: settingsSecretStore(db),
  });
}

/**
 * The sportsbook feed's secret key (docs/decisions/032 "Fairness"): SPORTSBOOK_SEED, or one
 * generated once and kept in the settings (`sportsbook.feed.seed`), never a public default.
 */
export function sportsbookFeedSeed(db: Db, configured?: string) {
  return lazySecret({ configured, key: 'sportsbook.feed.seed', store: settingsSecretStore(db) });
}
