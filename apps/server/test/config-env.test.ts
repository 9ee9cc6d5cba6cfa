import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { configToEnv } from './config-env.ts';

describe('configToEnv', () => {
  it('gives back every default setting through the environment', () => {
    const defaults = loadConfig({});
    expect(loadConfig(configToEnv(defaults))).toEqual(defaults);
  });

  it('gives back settings of every shape: flags, numbers, lists, JSON, kind:days, proxies', () => {
    const settings: Partial<Config> = {
      MAINTENANCE_MODE: true,
      SPORTSBOOK_ENABLED: true,
      WITHDRAWAL_REQUIRES_CONFIRMED_EMAIL: false,
      API_DOCS_ENABLED: false,
      LOCAL_IDP_ENABLED: false,
      PORT: 4123,
      ARGON2_MEMORY_KIB: 1024,
      PAYMENT_WITHDRAWAL_FEE_PERCENT: 1.25,
      RG_REALITY_CHECK_MINUTES: [0.05, 15, 30, 60],
      RESTRICTED_COUNTRIES: ['DE', 'FR'],
      KYC_COUNTRIES: [],
      KYC_BASIC_DOCUMENTS: ['identity', 'selfie'],
      PAYMENT_PROVIDERS: ['sandbox-crypto'],
      KYC_DOCUMENT_VALIDITY_DAYS: { address: 90, payment: 365 },
      JURISDICTION_COUNTRIES: { GB: 'gb', 'CA-ON': 'on', EU: 'mt' },
      TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8'],
      OIDC_PROVIDERS: [
        { id: 'acme', name: 'Acme', issuer: 'https://id.acme.test/', clientId: 'site' },
      ],
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
      OPERATOR_API_KEY: 'e2e-operator-key-0123456789',
      CAPTCHA_PROVIDER: 'sandbox',
      SUPPORT_HOURS: '22:00-06:00',
    };
    expect(loadConfig(configToEnv(settings))).toMatchObject(settings);
  });

  it('gives back no payment provider, no proxy and a hop count', () => {
    for (const settings of [
      { PAYMENT_PROVIDERS: [] },
      { TRUST_PROXY: false },
      { TRUST_PROXY: 2 },
    ] satisfies Partial<Config>[]) {
      expect(loadConfig(configToEnv(settings))).toMatchObject(settings);
    }
  });

  it('leaves unset settings out', () => {
    expect(configToEnv({ OPERATOR_API_KEY: undefined, PORT: 0 })).toEqual({ PORT: '0' });
  });
});
