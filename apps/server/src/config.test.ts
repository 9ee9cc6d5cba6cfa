import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('falls back to the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('./data/db');
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.NODE_ENV).toBe('production');
    expect(config.MAINTENANCE_MODE).toBe(false);
    expect(config.GUEST_CHAT_ENABLED).toBe(false);
  });

  it('has the OWASP argon2id minimum, token lifetimes, rate limits and mail defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      ARGON2_MEMORY_KIB: 19_456,
      ARGON2_TIME_COST: 2,
      ARGON2_PARALLELISM: 1,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      SESSION_TTL_DAYS: 30,
      RATE_LIMIT_LOGIN_PER_MINUTE: 10,
      RATE_LIMIT_REGISTER_PER_MINUTE: 5,
      RATE_LIMIT_RESET_PER_MINUTE: 5,
      RATE_LIMIT_RESEND_PER_MINUTE: 3,
      MAIL_FROM: 'Aurora Casino <no-reply@aurora.local>',
      MAILBOX_DIR: './data/mailbox',
    });
    expect(config.SESSION_SECRET).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads values from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://db/casino',
      MAINTENANCE_MODE: 'true',
      GUEST_CHAT_ENABLED: '1',
      PUBLIC_URL: 'https://casino.example',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://db/casino',
      MAINTENANCE_MODE: true,
      GUEST_CHAT_ENABLED: true,
      PUBLIC_URL: 'https://casino.example',
    });
    expect(loadConfig({ MAINTENANCE_MODE: '0' }).MAINTENANCE_MODE).toBe(false);
  });

  it('takes DATABASE_READ_URL for a replica of a PostgreSQL primary, and refuses it otherwise', () => {
    expect(loadConfig({}).DATABASE_READ_URL).toBeUndefined();
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://primary/casino',
        DATABASE_READ_URL: 'postgresql://replica:5433/casino',
      }).DATABASE_READ_URL,
    ).toBe('postgresql://replica:5433/casino');
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://primary/casino', DATABASE_READ_URL: './data/db' }),
    ).toThrow(/DATABASE_READ_URL: a postgres:\/\/ URL/);
    // PGlite has no replicas: a read URL beside the embedded database is a mistake, said at boot.
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/casino' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL on PostgreSQL/,
    );
  });

  it('keeps PUBLIC_URL without a trailing slash, so links join with one slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://casino.example/' }).PUBLIC_URL).toBe(
      'https://casino.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://casino.example/site//' }).PUBLIC_URL).toBe(
      'https://casino.example/site',
    );
  });

  it('treats an empty variable as unset instead of port 0 or an error', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', HOST: '', MAINTENANCE_MODE: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('./data/db');
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.MAINTENANCE_MODE).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['MAINTENANCE_MODE', 'maybe'],
    ['GUEST_CHAT_ENABLED', 'yes'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SESSION_SECRET', 'too-short'],
    ['ARGON2_MEMORY_KIB', '512'],
    ['SMTP_URL', 'not a url'],
    ['RATE_LIMIT_LOGIN_PER_MINUTE', '0'],
  ])('stops on %s=%s with an error naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(Error);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('names every wrong variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', MAINTENANCE_MODE: 'maybe' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/\bPORT\b/);
    expect(message).toMatch(/\bMAINTENANCE_MODE\b/);
  });

  it('reads document validity per kind and refuses an unknown kind', () => {
    expect(loadConfig({}).KYC_DOCUMENT_VALIDITY_DAYS).toEqual({});
    expect(
      loadConfig({ KYC_DOCUMENT_VALIDITY_DAYS: 'address:90, payment:365' })
        .KYC_DOCUMENT_VALIDITY_DAYS,
    ).toEqual({ address: 90, payment: 365 });
    expect(() => loadConfig({ KYC_DOCUMENT_VALIDITY_DAYS: 'passport:10' })).toThrow(
      /KYC_DOCUMENT_VALIDITY_DAYS/,
    );
  });
});
