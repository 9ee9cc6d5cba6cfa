/**
 * Everything a live site must be given (live-checks.ts), so that only what a test looks at (the
 * database, a command's own rules) can stop a live boot.
 */
export const LIVE_ENV = {
  SITE_MODE: 'live',
  SMTP_URL: 'smtp://127.0.0.1:1',
  PUBLIC_URL: 'https://casino.example',
  TRUST_PROXY: '1',
  GAME_ORIGIN: 'https://games.casino-games.example',
  PAYMENT_PROVIDERS: 'none',
  SESSION_SECRET: 'session-given-secret-0123456789abcdefghij',
  BUILTIN_PROVIDER_SECRET: 'builtin-given-secret-0123456789abcdefghij',
  SPORTSBOOK_SEED: 'sportsbook-given-seed-0123456789abcdefghij',
} as const;
