import * as client from 'openid-client';
import type { OidcProviderSetting } from '../../config.ts';

/** The id of the embedded sandbox identity provider (docs/decisions/029). */
export const LOCAL_PROVIDER_ID = 'local';

/** A provider as the site offers it, with what the client library needs to reach it. */
export interface SocialProviderEntry {
  id: string;
  name: string;
  icon: string | null;
  issuer: string;
  clientId: string;
  clientSecret: () => Promise<string | undefined>;
  /** Routes this provider's server-to-server calls (the embedded provider is served in-process). */
  fetch?: client.CustomFetch;
}

export interface SocialProviders {
  list(): SocialProviderEntry[];
  get(id: string): SocialProviderEntry | null;
  /** The discovered configuration (memoized; a failed discovery is tried again next time). */
  configuration(id: string): Promise<client.Configuration>;
}

export function providerEntries(settings: OidcProviderSetting[]): SocialProviderEntry[] {
  return settings.map((s) => ({
    id: s.id,
    name: s.name,
    icon: s.icon ?? null,
    issuer: s.issuer,
    clientId: s.clientId,
    clientSecret: async () => s.clientSecret,
  }));
}

/** The providers by settings; timeouts in seconds apply to every call to a provider. */
export function createSocialProviders(
  entries: SocialProviderEntry[],
  timeoutSeconds: number,
): SocialProviders {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const configurations = new Map<string, Promise<client.Configuration>>();
  const discover = async (entry: SocialProviderEntry) => {
    const secret = await entry.clientSecret();
    const insecure = new URL(entry.issuer).protocol === 'http:';
    const config = await client.discovery(
      new URL(entry.issuer),
      entry.clientId,
      secret ? { client_secret: secret } : undefined,
      secret ? client.ClientSecretPost(secret) : client.None(),
      {
        timeout: timeoutSeconds,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        ...(entry.fetch ? { [client.customFetch]: entry.fetch } : {}),
      },
    );
    config.timeout = timeoutSeconds;
    if (entry.fetch) config[client.customFetch] = entry.fetch;
    return config;
  };
  return {
    list: () => entries,
    get: (id) => byId.get(id) ?? null,
    configuration(id) {
      const entry = byId.get(id);
      if (!entry) return Promise.reject(new Error(`unknown provider ${id}`));
      let pending = configurations.get(id);
      if (!pending) {
        pending = discover(entry);
        configurations.set(id, pending);
        pending.catch(() => configurations.delete(id));
      }
      return pending;
    },
  };
}
