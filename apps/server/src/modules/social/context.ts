import type { Db } from '@casino/db';
import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import { lazySecret, type SecretStore } from '../../shared/lazy-secret.ts';
import type { PlayerContext } from '../player/context.ts';
import { postLogoutUrls } from './post-logout.ts';
import {
  createSocialProviders,
  providerEntries,
  type SocialProviderEntry,
  type SocialProviders,
} from './providers.ts';
import { createTransactionSealer, type TransactionSealer } from './transaction.ts';

/** What social login needs; built once in app.ts (docs/decisions/029). */
export interface SocialContext {
  db: Db;
  clock: Clock;
  player: PlayerContext;
  providers: SocialProviders;
  transactions: TransactionSealer;
  /** `{PUBLIC_URL}/auth/callback`: the redirect URI every provider is given. */
  callbackUrl: string;
  /** The localized home a provider's logout returns to (the default home for other locales). */
  postLogoutUrl: (locale?: string) => Promise<string>;
}

export interface SocialDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'OIDC_PROVIDERS' | 'SOCIAL_LOGIN_TIMEOUT_SECONDS'>;
  db: Db;
  clock: Clock;
  player: PlayerContext;
  /** Keeps generated secrets (the transaction key) where every instance finds them. */
  secretStore: SecretStore;
  /** The embedded provider, when mounted (sandbox): listed first as `local`. */
  localProvider?: SocialProviderEntry;
}

/** Call once per app. */
export function createSocialContext({
  config,
  db,
  clock,
  player,
  secretStore,
  localProvider,
}: SocialDeps): SocialContext {
  const entries = [
    ...(localProvider ? [localProvider] : []),
    ...providerEntries(config.OIDC_PROVIDERS),
  ];
  const key = lazySecret({ key: 'social.transactionKey', bytes: 32, store: secretStore });
  return {
    db,
    clock,
    player,
    providers: createSocialProviders(entries, config.SOCIAL_LOGIN_TIMEOUT_SECONDS),
    transactions: createTransactionSealer(key),
    callbackUrl: `${config.PUBLIC_URL}/auth/callback`,
    postLogoutUrl: async (locale) => {
      const homes = await postLogoutUrls(db, config.PUBLIC_URL);
      return (locale && homes.get(locale)) || `${config.PUBLIC_URL}/`;
    },
  };
}
