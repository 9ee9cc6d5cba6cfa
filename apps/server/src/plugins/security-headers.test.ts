import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, drawNonce } from './security-headers.ts';

describe('page nonces', () => {
  it('draws 128 random bits each time, never the same twice (also across pool refills)', () => {
    const nonces = Array.from({ length: 1000 }, drawNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('lets only our own service worker and manifest load', () => {
    const policy = contentSecurityPolicy({
      nonce: drawNonce(),
      siteOrigin: 'https://casino.test',
      gameOrigin: 'https://games.test',
    });
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('opens the policy only to the widgets in force', async () => {
    const { loadConfig } = await import('../config.ts');
    const { widgetOriginsOf } = await import('./widget-origins.ts');
    const policyOf = (env: Record<string, string>) =>
      contentSecurityPolicy({
        nonce: 'n',
        siteOrigin: 'https://casino.test',
        gameOrigin: 'https://games.test',
        widgets: widgetOriginsOf(loadConfig(env)),
      });
    const plain = policyOf({ KYC_ADAPTER: 'builtin' });
    expect(plain).toContain("script-src 'self' 'nonce-n';");
    expect(plain).not.toContain('sumsub');
    expect(plain).not.toContain('zendesk');

    const sumsub = policyOf({
      KYC_ADAPTER: 'sumsub',
      SUMSUB_WEBSDK_URL: 'https://static.sumsub.com/idensic/static/sns-websdk-builder.js',
    });
    expect(sumsub).toContain("script-src 'self' 'nonce-n' https://static.sumsub.com;");
    expect(sumsub).toMatch(/frame-src https:\/\/games\.test [^;]*https:\/\/\*\.sumsub\.com/);
    expect(sumsub).not.toContain('zdassets');

    const zendesk = policyOf({
      KYC_ADAPTER: 'builtin',
      SUPPORT_CHAT_ADAPTER: 'zendesk',
      ZENDESK_WIDGET_KEY: 'snippet-key',
    });
    expect(zendesk).toContain("script-src 'self' 'nonce-n' https://static.zdassets.com;");
    expect(zendesk).toMatch(/connect-src [^;]*wss:\/\/\*\.zendesk\.com/);
    expect(zendesk).not.toContain('sumsub');

    // The sandbox twins are served by the site itself: no vendor host opens.
    for (const adapter of ['zendesk', 'freshchat']) {
      const twin = policyOf({
        KYC_ADAPTER: 'builtin',
        SUPPORT_CHAT_ADAPTER: adapter,
        PUBLIC_URL: 'https://casino.test',
      });
      expect(twin).toContain("script-src 'self' 'nonce-n' https://casino.test;");
      expect(twin).not.toMatch(/zendesk|zdassets|freshchat|freshworks/);
    }
  });
});
