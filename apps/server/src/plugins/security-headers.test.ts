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
});
