import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { findLiveProblems } from './live-checks.ts';
import { parseTrustProxy } from './trust-proxy.ts';

const given = (name: string) => `${name}-given-secret-0123456789abcdefghij`;
const VALID_LIVE = {
  SITE_MODE: 'live',
  SMTP_URL: 'smtp://mail.example:587',
  PUBLIC_URL: 'https://casino.example',
  TRUST_PROXY: '1',
  GAME_ORIGIN: 'https://games.casino-games.example',
  PAYMENT_PROVIDERS: 'none',
  SESSION_SECRET: given('session'),
  BUILTIN_PROVIDER_SECRET: given('builtin'),
  SPORTSBOOK_SEED: given('sportsbook-seed'),
};
/** The problems of `env`'s config, parsed as sandbox first so loadConfig does not refuse it. */
const problemsOf = (env: Record<string, string>) =>
  findLiveProblems({
    ...loadConfig({ ...env, SITE_MODE: 'sandbox' }),
    SITE_MODE: env.SITE_MODE === 'live' ? 'live' : 'sandbox',
  });
const names = (problems: string[]) => problems.map((p) => p.split(':')[0]);

describe('findLiveProblems', () => {
  it('refuses an identity provider reached over http (docs/decisions/029)', () => {
    const provider = (issuer: string) =>
      JSON.stringify([{ id: 'google', name: 'Google', issuer, clientId: 'site' }]);
    expect(problemsOf({ ...VALID_LIVE, OIDC_PROVIDERS: provider('http://idp.example') })).toEqual([
      'OIDC_PROVIDERS: google issuer http://idp.example is not https',
    ]);
    expect(problemsOf({ ...VALID_LIVE, OIDC_PROVIDERS: provider('https://idp.example') })).toEqual(
      [],
    );
  });

  it('names a wrong OIDC_PROVIDERS: not JSON, a repeated or reserved id, a foreign icon', () => {
    const bad = (value: string) => () => loadConfig({ OIDC_PROVIDERS: value });
    const one = { name: 'X', issuer: 'https://idp.example', clientId: 'site' };
    expect(bad('not json')).toThrow(/OIDC_PROVIDERS/);
    expect(
      bad(
        JSON.stringify([
          { id: 'x', ...one },
          { id: 'x', ...one },
        ]),
      ),
    ).toThrow(/ids must differ/);
    expect(bad(JSON.stringify([{ id: 'local', ...one }]))).toThrow(/embedded provider/);
    expect(bad(JSON.stringify([{ id: 'x', ...one, icon: 'https://cdn.example/x.svg' }]))).toThrow(
      /data:image/,
    );
    expect(
      loadConfig({ OIDC_PROVIDERS: JSON.stringify([{ id: 'x', ...one, icon: '/icons/x.svg' }]) })
        .OIDC_PROVIDERS,
    ).toHaveLength(1);
  });

  it('has nothing against sandbox mode, whatever is set', () => {
    expect(problemsOf({ SITE_MODE: 'sandbox' })).toEqual([]);
  });

  it('names every offending variable of a live start with the defaults', () => {
    expect(names(problemsOf({ SITE_MODE: 'live' }))).toEqual([
      'SMTP_URL',
      'PAYMENT_PROVIDERS',
      'SESSION_SECRET',
      'SANDBOX_CARD_WEBHOOK_SECRET',
      'SANDBOX_CRYPTO_WEBHOOK_SECRET',
      'SANDBOX_PIX_WEBHOOK_SECRET',
      'BUILTIN_PROVIDER_SECRET',
      'SPORTSBOOK_SEED',
      'PUBLIC_URL',
      'GAME_ORIGIN',
      'TRUST_PROXY',
    ]);
  });

  it('refuses a sportsbook feed keyed by a public, default or short seed (ADR 032)', () => {
    // The key decides every sports result: anyone who has it bets on known scores.
    const { SPORTSBOOK_SEED: _, ...unset } = VALID_LIVE;
    expect(problemsOf(unset)).toEqual([
      'SPORTSBOOK_SEED: not set (a generated key is not allowed in live mode)',
    ]);
    for (const seed of ['aurora', 'AURORA', 'short-seed']) {
      expect(names(problemsOf({ ...VALID_LIVE, SPORTSBOOK_SEED: seed })), seed).toEqual([
        'SPORTSBOOK_SEED',
      ]);
    }
    expect(problemsOf({ ...VALID_LIVE, SPORTSBOOK_SEED: 'aurora' })[0]).toMatch(/public seed/);
    expect(() => loadConfig({ ...VALID_LIVE, SPORTSBOOK_SEED: 'aurora' })).toThrow(
      /SPORTSBOOK_SEED/,
    );
  });

  it('wants the games on an https origin of their own', () => {
    expect(names(problemsOf({ ...VALID_LIVE, GAME_ORIGIN: 'http://games.example' }))).toEqual([
      'GAME_ORIGIN',
    ]);
  });

  it('accepts a complete live setting, TRUST_PROXY=false included', () => {
    expect(problemsOf(VALID_LIVE)).toEqual([]);
    expect(problemsOf({ ...VALID_LIVE, TRUST_PROXY: 'false' })).toEqual([]);
  });

  it('refuses any sandbox provider, and its webhook secret only while it is on', () => {
    const problems = problemsOf({ ...VALID_LIVE, PAYMENT_PROVIDERS: 'sandbox-crypto' });
    expect(names(problems)).toEqual(['PAYMENT_PROVIDERS', 'SANDBOX_CRYPTO_WEBHOOK_SECRET']);
    expect(problems[0]).toContain('sandbox-crypto');
  });

  it('refuses a Slotegrator-style wallet switched on without its merchant key and id (ADR 045)', () => {
    expect(names(problemsOf({ ...VALID_LIVE, SLOTEGRATOR_ENABLED: 'true' }))).toEqual([
      'SLOTEGRATOR_MERCHANT_KEY',
      'SLOTEGRATOR_MERCHANT_ID',
    ]);
    expect(
      problemsOf({
        ...VALID_LIVE,
        SLOTEGRATOR_ENABLED: 'true',
        SLOTEGRATOR_MERCHANT_ID: 'merchant-1',
        SLOTEGRATOR_MERCHANT_KEY: given('slotegrator'),
      }),
    ).toEqual([]);
  });

  it('refuses the sandbox verification adapter (its tester page approves documents)', () => {
    expect(names(problemsOf({ ...VALID_LIVE, KYC_ADAPTER: 'sandbox' }))).toEqual(['KYC_ADAPTER']);
    expect(problemsOf({ ...VALID_LIVE, KYC_ADAPTER: 'builtin' })).toEqual([]);
  });

  it('loads widget scripts (Sumsub WebSDK, Zendesk, Freshchat) over https only', () => {
    expect(
      names(
        problemsOf({
          ...VALID_LIVE,
          SUMSUB_WEBSDK_URL: 'http://127.0.0.1:9000/websdk.js',
          ZENDESK_WIDGET_URL: 'http://widgets.example/snippet.js',
        }),
      ),
    ).toEqual(['SUMSUB_WEBSDK_URL', 'ZENDESK_WIDGET_URL']);
    expect(
      problemsOf({ ...VALID_LIVE, SUPPORT_CHAT_ADAPTER: 'freshchat', FRESHCHAT_TOKEN: 'fc' }),
    ).toEqual([]);
  });

  it('wants the vendor keys of a chat adapter: live mode has no sandbox twin (ADR 030)', () => {
    expect(names(problemsOf({ ...VALID_LIVE, SUPPORT_CHAT_ADAPTER: 'zendesk' }))).toEqual([
      'ZENDESK_WIDGET_KEY',
      'ZENDESK_KEY_ID',
      'ZENDESK_SECRET',
    ]);
    expect(names(problemsOf({ ...VALID_LIVE, SUPPORT_CHAT_ADAPTER: 'freshchat' }))).toEqual([
      'FRESHCHAT_TOKEN',
    ]);
    const zendesk = {
      ...VALID_LIVE,
      SUPPORT_CHAT_ADAPTER: 'zendesk',
      ZENDESK_WIDGET_KEY: 'snippet-key',
      ZENDESK_KEY_ID: 'app_1',
      ZENDESK_SECRET: given('zendesk'),
    };
    expect(problemsOf(zendesk)).toEqual([]);
    expect(
      names(
        problemsOf({
          ...zendesk,
          ZENDESK_WIDGET_URL: 'http://127.0.0.1:3000/sandbox/widgets/zendesk.js',
        }),
      ),
    ).toEqual(['ZENDESK_WIDGET_URL']);
  });

  it('refuses a weak preview token once set (shorter than 32 characters)', () => {
    const problems = problemsOf({ ...VALID_LIVE, CONTENT_PREVIEW_TOKEN: 'preview-token-16' });
    expect(names(problems)).toEqual(['CONTENT_PREVIEW_TOKEN']);
    expect(problems[0]).toMatch(/shorter than 32/);
  });

  it('refuses an EveryMatrix-style wallet switched on without its secret (no generated one live)', () => {
    expect(names(problemsOf({ ...VALID_LIVE, EVERYMATRIX_ENABLED: 'true' }))).toEqual([
      'EVERYMATRIX_SECRET',
    ]);
    expect(
      problemsOf({
        ...VALID_LIVE,
        EVERYMATRIX_ENABLED: 'true',
        EVERYMATRIX_SECRET: given('everymatrix'),
      }),
    ).toEqual([]);
    expect(() => loadConfig({ ...VALID_LIVE, EVERYMATRIX_ENABLED: 'true' })).toThrow(
      /refuses to boot[\s\S]*EVERYMATRIX_SECRET/,
    );
  });

  it('refuses a PUBLIC_URL that is not https', () => {
    expect(problemsOf({ ...VALID_LIVE, PUBLIC_URL: 'http://casino.example' })).toEqual([
      'PUBLIC_URL: http://casino.example is not https',
    ]);
  });

  it('stops loadConfig with one message naming them all', () => {
    expect(() => loadConfig({ SITE_MODE: 'live' })).toThrow(
      /refuses to boot[\s\S]*SMTP_URL[\s\S]*TRUST_PROXY/,
    );
    expect(loadConfig(VALID_LIVE).SITE_MODE).toBe('live');
  });
});

describe('parseTrustProxy', () => {
  it('reads unset, false, a hop count and a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toEqual({ ok: true, value: undefined });
    expect(parseTrustProxy('false')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('2')).toEqual({ ok: true, value: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.1,::1,loopback')).toEqual({
      ok: true,
      value: ['10.0.0.0/8', '192.0.2.1', '::1', 'loopback'],
    });
  });

  it('refuses true, garbage and bad CIDRs, naming the entry', () => {
    for (const value of ['true', 'proxy.example', '10.0.0.0/33', '999']) {
      expect(parseTrustProxy(value).ok).toBe(false);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,nope' })).toThrow(/TRUST_PROXY.*nope/);
  });
});
