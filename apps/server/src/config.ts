import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads; `.env.example` documents each one. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The site's address as players reach it, kept without a trailing slash: links are `${PUBLIC_URL}/path`. */
  PUBLIC_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  DATABASE_URL: z.string().min(1).default('./data/db'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAINTENANCE_MODE: flag,
  GUEST_CHAT_ENABLED: flag,
  WEB_BUILD_DIR: z.string().min(1).default('apps/web/build'),

  // Player accounts and sessions
  SESSION_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(16).default(1),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REGISTER_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_RESET_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_RESEND_PER_MINUTE: z.coerce.number().int().min(1).default(3),

  // Mail
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Aurora Casino <no-reply@aurora.local>'),
  MAILBOX_DIR: z.string().min(1).default('./data/mailbox'),

  // Wallet and payments
  /** Operator calls (admin API, sandbox controls) send it as `x-operator-key`. */
  OPERATOR_API_KEY: z.string().min(16).optional(),
  SANDBOX_CARD_WEBHOOK_SECRET: z.string().min(32).optional(),
  SANDBOX_CRYPTO_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Deposits must be staked this many times before they can be withdrawn (0 = no hold). */
  PAYMENT_DEPOSIT_TURNOVER_MULTIPLIER: z.coerce.number().min(0).max(100).default(0),
  /** Withdrawal fee: percent of the amount (two decimals at most) plus a fixed part. */
  PAYMENT_WITHDRAWAL_FEE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(50)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'two decimals at most')
    .default(0),
  /** Fixed part of the withdrawal fee in minor units of the base currency (converted at the rate). */
  PAYMENT_WITHDRAWAL_FEE_FIXED: z.coerce.number().int().min(0).default(0),
  /** An unpaid deposit invoice (card session, crypto address) expires after this long. */
  PAYMENT_INVOICE_TTL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),

  // Realtime and scale-out
  /** redis:// URL: realtime publications (and rate-limit counters) shared between instances. */
  REDIS_URL: z
    .url()
    .refine((v) => /^rediss?:\/\//.test(v), 'must start with redis:// or rediss://')
    .optional(),
  /** Namespaces this site's Redis pub/sub channels and keys (several sites on one Redis). */
  REALTIME_REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits and _ . : - only')
    .default('casino'),
  /** Seconds between server pings; a client that does not answer within 10 s is dropped. */
  REALTIME_PING_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  /** A websocket that sends no valid connect command within this many seconds is closed. */
  REALTIME_STALE_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  // Content and contact
  /** `?preview=<token>` on the site (or the API) shows drafts; unset: no previews. */
  CONTENT_PREVIEW_TOKEN: z.string().min(16).optional(),
  /** How long an instance serves a published answer from memory (its own writes clear it). */
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Contact messages per hour, per client IP and per email address. */
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Where contact messages are mailed (besides being stored); unset: stored only. */
  CONTACT_EMAIL: z.email().optional(),
  // Games
  /** Signs the built-in provider's seamless-wallet calls; generated once and kept in the database when unset. */
  BUILTIN_PROVIDER_SECRET: z.string().min(32).optional(),
  /** A real-money launch token takes bets this long (wins and rollbacks are accepted after). */
  GAME_LAUNCH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Seamless-wallet base URL the built-in provider calls; unset: this server's own /api/seamless/builtin. */
  BUILTIN_PROVIDER_WALLET_URL: z.url().optional(),
  /** Virtual credits of a new demo session of the built-in provider, minor units of FUN (10,000,000 = 100,000.00). */
  BUILTIN_PROVIDER_DEMO_BALANCE: z.coerce.number().int().min(1).max(1e12).default(10_000_000),
  // --- Money safety (issue 12, ADR 019) ---
  /** Seconds between asks to the payment providers about deposits still open (0: never). */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Reads and validates the environment once; a wrong value stops the boot with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`PORT=` in a .env file) means "not set": without this PORT became 0, a random port.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
