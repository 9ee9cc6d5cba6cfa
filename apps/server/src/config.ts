import { JURISDICTION_CODES, type JurisdictionCode } from '@casino/contracts';
import { z } from 'zod';
import { findLiveProblems, formatLiveProblems } from './live-checks.ts';
import { parseTrustProxy } from './trust-proxy.ts';

/** The payment providers this build ships (PAYMENT_PROVIDERS picks among them). */
export const PAYMENT_PROVIDER_IDS = ['sandbox-card', 'sandbox-crypto', 'sandbox-pix'] as const;

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');
/** A switch whose default depends on the site mode (undefined: not set). */
const optionalFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** One OpenID Connect provider of OIDC_PROVIDERS (docs/decisions/029). */
const OidcProviderSettingSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'lower-case letters, digits and dashes')
    .refine((id) => id !== 'local', '"local" is the embedded provider'),
  name: z.string().min(1).max(40),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  /** A `data:image/…` URL or a path of this site: the page's CSP loads no other images. */
  icon: z
    .string()
    .max(20_000)
    .refine((v) => v.startsWith('data:image/') || /^\/[^/]/.test(v), 'a data:image/ URL or a /path')
    .optional(),
});
export type OidcProviderSetting = z.infer<typeof OidcProviderSettingSchema>;

/** `GB=gb,CA-ON=on,EU=mt`: country (or country-region, or EU) → jurisdiction profile code. */
const jurisdictionCountries = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const map: Record<string, JurisdictionCode> = {};
    for (const entry of value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const [place = '', code = ''] = entry.split('=').map((p) => p.trim());
      const key = place.toUpperCase();
      if (!/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(key)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}": a country code (GB, CA-ON or EU) before =`,
        });
      } else if (!(JURISDICTION_CODES as readonly string[]).includes(code)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}": the profile must be one of ${JURISDICTION_CODES.join(', ')}`,
        });
      } else map[key] = code as JurisdictionCode;
    }
    return map;
  });

/** A `postgres://` (or `postgresql://`) URL: PostgreSQL; any other DATABASE_URL is PGlite. */
const POSTGRES_URL = /^postgres(ql)?:\/\//;

/** Every environment variable the server reads; `.env.example` documents each one. */
/** ISO 3166-1 alpha-2 codes, comma-separated (upper-cased). */
const countryList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'two-letter ISO codes')));

/** A comma list of document kinds (identity, address, payment, selfie). */
const kindList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['identity', 'address', 'payment', 'selfie'])).min(1));

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  SITE_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The site's address as players reach it, kept without a trailing slash: links are `${PUBLIC_URL}/path`. */
  PUBLIC_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  DATABASE_URL: z.string().min(1).default('./data/db'),
  /**
   * A second PostgreSQL URL (a streaming replica of DATABASE_URL's database) for read-only work:
   * the lobby, game history and winners, back-office reports. Unset: everything reads DATABASE_URL.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(POSTGRES_URL, 'a postgres:// URL (a read replica of DATABASE_URL)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAINTENANCE_MODE: flag,
  GUEST_CHAT_ENABLED: flag,
  SPORTSBOOK_ENABLED: flag,
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
  /** Signs the sandbox Pix provider's webhooks (issue 32); unset: generated once and kept. */
  SANDBOX_PIX_WEBHOOK_SECRET: z.string().min(32).optional(),
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
  // Support chat (docs/decisions/030)
  /** Hours agents answer, UTC, `HH:MM-HH:MM` (may wrap midnight); unset: any time an agent is online. */
  SUPPORT_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM-HH:MM (UTC)')
    .optional(),
  /** Largest image a chat message may carry, in bytes. */
  SUPPORT_ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(20_971_520)
    .default(5_242_880),
  /** Zendesk messaging: the key id and secret signing GET /api/player/zendesk/token; unset: 404 there. */
  ZENDESK_KEY_ID: z.string().min(1).max(200).optional(),
  ZENDESK_SECRET: z.string().min(32).optional(),
  /** Chat messages per minute per conversation author (429 above). */
  RATE_LIMIT_SUPPORT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // Games
  /** Signs the built-in provider's seamless-wallet calls; generated once and kept in the database when unset. */
  BUILTIN_PROVIDER_SECRET: z.string().min(32).optional(),
  /** A real-money launch token takes bets this long (wins and rollbacks are accepted after). */
  GAME_LAUNCH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Seamless-wallet base URL the built-in provider calls; unset: this server's own /api/seamless/builtin. */
  BUILTIN_PROVIDER_WALLET_URL: z.url().optional(),
  /** Virtual credits of a new demo session of the built-in provider, minor units of FUN (10,000,000 = 100,000.00). */
  BUILTIN_PROVIDER_DEMO_BALANCE: z.coerce.number().int().min(1).max(1e12).default(10_000_000),
  // Operations: metrics
  /** Serves GET /metrics (Prometheus) on this port of METRICS_HOST; unset: no metrics port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Serves GET /metrics on the main port to `Authorization: Bearer <token>` (and requires it on METRICS_PORT). */
  METRICS_TOKEN: z.string().min(16).optional(),

  // Security headers and the game origin (docs/decisions/017)
  /** Where players' browsers load the built-in provider's games; unset: a second port of this process. */
  GAME_ORIGIN: z
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL')
    .transform((url) => new URL(url).origin)
    .optional(),
  /** The second listener serving only /provider; unset: PORT + 1 (0, a free port, when PORT is 0). */
  GAME_ORIGIN_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Sessions and logins (docs/decisions/016-sessions-and-logins.md)
  /** Failed logins of one email (any address) a minute before each further try is slowed down. */
  LOGIN_SLOWDOWN_AFTER_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The longest slowdown of a login, in seconds (one more per failure past the threshold). */
  LOGIN_SLOWDOWN_MAX_SECONDS: z.coerce.number().int().min(0).max(30).default(5),
  /** Wrong operator keys a minute from one address before its operator calls get 429. */
  RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(20),

  // Countries, sockets and input edges (docs/decisions/018)
  /** The request header that carries the visitor's country (e.g. cf-ipcountry); unset: none is believed. */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'a header name')
    .transform((v) => v.toLowerCase())
    .optional(),
  /** ISO 3166-1 codes, comma-separated: no registration, deposit or real-money play from there. */
  RESTRICTED_COUNTRIES: countryList,
  /**
   * Jurisdiction profiles by country (issue 32, docs/product/jurisdictions.md): `GB=gb,DE=de,
   * NL=nl,BR=br,CA-ON=on,EU=mt` (a country, a country-region, or EU for every EU member state
   * not named). A country not listed gets `none` (no rules beyond the platform's): the default.
   */
  JURISDICTION_COUNTRIES: jurisdictionCountries,
  /** Commands one websocket may send per second (bursts up to twice that); more closes it with 3013. */
  REALTIME_COMMANDS_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
  /** Open websockets per client address on one instance; the next is closed with 4429. */
  REALTIME_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),

  // Sandbox and live modes (docs/decisions/015)
  /** Which X-Forwarded-For hops to believe: unset/false none, a hop count, or proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  /** Enabled payment providers, a comma list (`none` for none); live refuses any sandbox-*. */
  PAYMENT_PROVIDERS: z
    .string()
    .default(PAYMENT_PROVIDER_IDS.join(','))
    .transform((v) => (v.trim() === 'none' ? [] : v.split(',').map((id) => id.trim())))
    .pipe(z.array(z.enum(PAYMENT_PROVIDER_IDS))),
  /** /api/docs and /api/openapi.json; unset: on in sandbox, off in live. */
  API_DOCS_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** A withdrawal needs the player's email confirmed first. */
  WITHDRAWAL_REQUIRES_CONFIRMED_EMAIL: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  // --- Money safety (issue 12, ADR 019) ---
  /** Seconds between asks to the payment providers about deposits still open (0: never). */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * How long shutdown waits for each piece of background work (recounts, notices, mail,
   * webhook deliveries, realtime publishes) before it closes anyway; what is cut short is
   * logged and picked up again from the database by the next start.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(3),
  // --- Guest page cache (issue 13, ADR 022) ---
  /** How long a server-rendered guest page is served from memory (0: never kept). */
  GUEST_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /** Memory the kept guest pages (and their reply copies) may take, in MiB; least recently used leave first. */
  GUEST_PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1024).default(64),
  // --- Back office (issue 14, ADR 023) ---
  /** Minutes without a call after which an operator's session ends. */
  BACKOFFICE_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Hours an operator's session lasts at most, however active. */
  BACKOFFICE_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  /** Failed operator logins (password or code) a minute from one address before 429. */
  RATE_LIMIT_BACKOFFICE_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** A player's withdrawals of one day (major units of the currency) above this are flagged in the queue. */
  BACKOFFICE_WITHDRAWAL_WARNING_DAILY: z.coerce.number().int().min(0).default(1000),
  /** The built back-office app (served under /backoffice when present). */
  BACKOFFICE_BUILD_DIR: z.string().min(1).default('apps/backoffice/dist'),
  /**
   * Sandbox only: where the demo admin's generated password is written (owner-only file); the
   * demo admin signs in from loopback only (docs/decisions/015).
   */
  DEMO_ADMIN_FILE: z.string().min(1).default('./data/demo-admin.txt'),
  /** Hours the one-time setup secret of `operators create-admin` works (once). */
  OPERATOR_SETUP_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  // --- Social login (issue 18, ADR 029) ---
  /**
   * OpenID Connect sign-in providers, a JSON array of { id, name, issuer, clientId, clientSecret?,
   * icon? } (several at once: Google, Apple, ...). The redirect URI to register is {PUBLIC_URL}/auth/callback.
   */
  OIDC_PROVIDERS: z
    .string()
    .default('[]')
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON (an array of providers)' });
        return z.NEVER;
      }
    })
    .pipe(z.array(OidcProviderSettingSchema))
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'ids must differ'),
  /** The embedded identity provider under /idp (sandbox mode only; never mounted in live mode). */
  LOCAL_IDP_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Seconds a call to an identity provider (discovery, token) may take before `timeout`. */
  SOCIAL_LOGIN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /** Responsible gaming: hours a raised or removed limit waits before the player may confirm it. */
  RG_RAISE_DELAY_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  /** How often held deposits (over a limit, during a time-out) are released when room allows; 0 = never. */
  /**
   * The reality-check intervals a player may choose, in minutes (comma list; off is always
   * offered). Tests and demos may add a short one (0.05 = 3 seconds).
   */
  RG_REALITY_CHECK_MINUTES: z
    .string()
    .default('15,30,60')
    .transform((v) =>
      v
        .split(',')
        .map((m) => Number(m.trim()))
        .filter((m) => m > 0),
    )
    .pipe(z.array(z.number().min(0.05).max(1440)).min(1)),
  /**
   * The national self-exclusion register asked at registration, at login and every
   * SELF_EXCLUSION_REGISTER_CHECK_HOURS: gamstop (HTTP, URL and key below), sandbox (a test list;
   * sandbox mode only) or none. Unset: sandbox in sandbox mode, none live.
   */
  SELF_EXCLUSION_REGISTER: z.enum(['none', 'sandbox', 'gamstop']).optional(),
  SELF_EXCLUSION_REGISTER_URL: z.url().optional(),
  SELF_EXCLUSION_REGISTER_KEY: z.string().min(1).optional(),
  SELF_EXCLUSION_REGISTER_CHECK_HOURS: z.coerce.number().min(0.01).max(720).default(24),
  /** Sandbox register: extra emails or dates of birth (YYYY-MM-DD) that answer "excluded". */
  SELF_EXCLUSION_REGISTER_SANDBOX_LIST: z.string().default(''),
  /**
   * The national registers of the jurisdiction profiles (issue 32): each is asked about the
   * players whose profile checks it (GAMSTOP `gb`, OASIS `de`, CRUKS `nl`, SIGAP `br`), beside
   * SELF_EXCLUSION_REGISTER. Unset in sandbox mode: its sandbox twin under /sandbox/registers;
   * live mode needs the URL and key of every register a profile in JURISDICTION_COUNTRIES checks.
   */
  GAMSTOP_URL: z.url().optional(),
  GAMSTOP_API_KEY: z.string().min(1).optional(),
  OASIS_URL: z.url().optional(),
  OASIS_API_KEY: z.string().min(1).optional(),
  CRUKS_URL: z.url().optional(),
  CRUKS_API_KEY: z.string().min(1).optional(),
  SIGAP_URL: z.url().optional(),
  SIGAP_API_KEY: z.string().min(1).optional(),
  /**
   * Germany's cross-operator limit and activity file (LUGAS, GlüStV 2021 § 6c-6h) for players of
   * the `de` profile: their monthly deposit limit is registered there, every deposit is checked
   * against what is left across operators and reported once credited, and a sign-in is refused
   * while they play with another operator. Unset in sandbox mode: its sandbox twin under
   * /sandbox/registers/lugas; live mode needs both when JURISDICTION_COUNTRIES maps a country to `de`.
   */
  LUGAS_URL: z.url().optional(),
  LUGAS_API_KEY: z.string().min(1).optional(),
  RG_HELD_RELEASE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // --- Bonuses (issue 16, ADR 027) ---
  /**
   * The jurisdiction's cap on a bonus's wagering multiplier (Great Britain: 10 since 19 January
   * 2026); an offer above it is not published nor granted. 0: no cap.
   */
  BONUS_MAX_WAGERING_MULTIPLIER: z.coerce.number().int().min(0).max(1000).default(0),
  /** Seconds between passes that finish bonuses past their activation or wagering window (0: never). */
  BONUS_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Seconds between passes that book the loyalty points of settled rounds whose event was lost
   * (a crash between the round's commit and its handler; issue 33). 0: never.
   */
  LOYALTY_CATCH_UP_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Milliseconds the follow-ups of a settled round (loyalty's booking, the quests' and limit
   * notices' reads) wait for the rounds settled after it, to share one statement each (issue 31).
   */
  SETTLED_ROUND_BATCH_MS: z.coerce.number().int().min(0).max(1000).default(20),
  // --- Identity checks (issue 17, ADR 028) ---
  /** Who reviews: builtin (operators), sandbox (builtin plus a tester page; sandbox mode only), sumsub. */
  KYC_ADAPTER: z.enum(['builtin', 'sandbox', 'sumsub']).optional(),
  /** The level a withdrawal needs once a rule below applies: basic or full. */
  KYC_REQUIRED_LEVEL: z.enum(['basic', 'full']).default('basic'),
  /** Documents each level asks for, comma lists of identity, address, payment, selfie. */
  KYC_BASIC_DOCUMENTS: kindList('identity'),
  KYC_FULL_DOCUMENTS: kindList('identity,address'),
  /** Verification before the first withdrawal. */
  KYC_BEFORE_FIRST_WITHDRAWAL: flag,
  /** Lifetime deposits / withdrawals (major units of the base currency) above which verification is needed (0: no such rule). */
  KYC_DEPOSIT_TOTAL_LIMIT: z.coerce.number().min(0).default(0),
  KYC_WITHDRAWAL_TOTAL_LIMIT: z.coerce.number().min(0).default(0),
  /** Countries (ISO alpha-2, comma list) whose players must be verified at once. */
  KYC_COUNTRIES: countryList,
  /** Where uploaded files go: local (KYC_STORAGE_DIR) or s3 (the KYC_S3_* settings). */
  KYC_STORAGE: z.enum(['local', 's3']).default('local'),
  KYC_STORAGE_DIR: z.string().min(1).default('./data/documents'),
  KYC_S3_ENDPOINT: z.url().optional(),
  KYC_S3_REGION: z.string().min(1).default('us-east-1'),
  KYC_S3_BUCKET: z.string().min(3).optional(),
  KYC_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  KYC_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addressing (MinIO and most S3-compatible stores). */
  KYC_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Sumsub: the API's address, app token, secret key, webhook secret and level name. */
  SUMSUB_BASE_URL: z.url().default('https://api.sumsub.com'),
  SUMSUB_APP_TOKEN: z.string().min(1).optional(),
  SUMSUB_SECRET_KEY: z.string().min(1).optional(),
  SUMSUB_WEBHOOK_SECRET: z.string().min(1).optional(),
  SUMSUB_LEVEL_NAME: z.string().min(1).default('basic-kyc-level'),
  /** Seconds a WebSDK access token lives. */
  SUMSUB_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  // --- Identity checks and chat widgets (issues 17 and 19, ADRs 028 and 030) ---
  /** The Sumsub WebSDK script /profile/verification loads on demand (its origin joins the page policy). */
  SUMSUB_WEBSDK_URL: z
    .url()
    .default('https://static.sumsub.com/idensic/static/sns-websdk-builder.js'),
  /**
   * How long an approved document stays valid when the reviewer gives no expiry date, per kind:
   * a comma list of kind:days (`address:90,payment:365`); unlisted kinds never expire by age.
   */
  KYC_DOCUMENT_VALIDITY_DAYS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(identity|address|payment|selfie):\d{1,4}$/,
            'kind:days (identity, address, payment, selfie)',
          ),
      ),
    )
    .transform(
      (pairs) =>
        Object.fromEntries(pairs.map((p) => [p.split(':')[0], Number(p.split(':')[1])])) as Partial<
          Record<'identity' | 'address' | 'payment' | 'selfie', number>
        >,
    ),
  /** Seconds between passes that tell players their approved documents expired (0: never). */
  KYC_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  /** The chat players see: builtin (ours), zendesk (messaging widget) or freshchat (widget). */
  SUPPORT_CHAT_ADAPTER: z.enum(['builtin', 'zendesk', 'freshchat']).default('builtin'),
  /**
   * Zendesk messaging: the widget script and the key from its installation snippet. Unset (with
   * the key) in sandbox mode: the sandbox twin (docs/decisions/030); in live: Zendesk's snippet.
   */
  ZENDESK_WIDGET_URL: z.url().optional(),
  ZENDESK_WIDGET_KEY: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'letters, digits, _ and - only')
    .optional(),
  /**
   * Freshchat: the widget script, the account's widget token and its host. Script and token
   * unset in sandbox mode: the sandbox twin; in live: Freshchat's widget and host.
   */
  FRESHCHAT_WIDGET_URL: z.url().optional(),
  FRESHCHAT_TOKEN: z
    .string()
    .regex(/^[\w-]{1,200}$/, 'letters, digits, _ and - only')
    .optional(),
  FRESHCHAT_HOST: z.url().optional(),
  // --- Sportsbook (issue 20, ADR 032) ---
  /**
   * Secret key of the built-in sportsbook's simulated feed: fixtures, odds and every event's
   * server seed (committed by hash, revealed after the result) derive from it. Unset: generated
   * once and kept in the database; live mode needs one set, 32+ characters (ADR 032 "Fairness").
   */
  SPORTSBOOK_SEED: z.string().min(1).max(256).optional(),
  /**
   * Where the sportsbook's events and results come from: `simulated` (the built-in feed) is the
   * only adapter today. It settles play money only: live mode takes no real-money sports bets.
   */
  SPORTSBOOK_FEED: z.enum(['simulated']).default('simulated'),
  /** The most one sports bet may pay, in the currency's major units (a stake above is refused). */
  SPORTSBOOK_MAX_PAYOUT: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  /** Requests to the sportsbook's bettor API per client address a minute. */
  RATE_LIMIT_SPORTSBOOK_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Sports bet placements and cash-outs per player a minute. */
  RATE_LIMIT_SPORTSBOOK_BETS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Signs the sportsbook's seamless-wallet calls; generated once and kept in the database when unset. */
  SPORTSBOOK_SECRET: z.string().min(32).optional(),
  /** Seamless-wallet base URL the sportsbook calls; unset: this server's own /api/seamless/sportsbook. */
  SPORTSBOOK_WALLET_URL: z.url().optional(),
  // --- Game aggregators (issue 34, docs/decisions/045) ---
  /**
   * The Hub88-style wallet at /api/aggregators/hub88 (RSA-SHA256 signed bodies). Unset: on in
   * sandbox (its twin signs with a key made at boot), off in live; live needs HUB88_PUBLIC_KEY.
   */
  HUB88_ENABLED: optionalFlag,
  /** Hub88's public key (PEM; `\n` for newlines): every wallet call's signature is checked with it. */
  HUB88_PUBLIC_KEY: z.string().min(100).optional(),
  /**
   * The SoftSwiss-style wallet at /api/aggregators/softswiss (HMAC-SHA256 signed bodies). Unset:
   * on in sandbox, off in live; live needs SOFTSWISS_AUTH_TOKEN.
   */
  SOFTSWISS_ENABLED: optionalFlag,
  /** The shared auth token of the SoftSwiss-style signatures; sandbox: generated and kept when unset. */
  SOFTSWISS_AUTH_TOKEN: z.string().min(32).optional(),
  /**
   * The EveryMatrix-style wallet at /api/aggregators/everymatrix/wallet (`Hash`: SHA-256 of the
   * fields and the secret). Unset: on in sandbox, off in live; live needs EVERYMATRIX_SECRET.
   */
  EVERYMATRIX_ENABLED: optionalFlag,
  /** The shared secret of the EveryMatrix-style hashes; sandbox: generated and kept when unset. */
  EVERYMATRIX_SECRET: z.string().min(32).optional(),
  /**
   * The Slotegrator-style wallet at /api/aggregators/slotegrator (one form-encoded callback,
   * HMAC-SHA1 signed with the merchant key). Unset: on in sandbox, off in live; live needs
   * SLOTEGRATOR_MERCHANT_ID and SLOTEGRATOR_MERCHANT_KEY.
   */
  SLOTEGRATOR_ENABLED: optionalFlag,
  /** The merchant id Slotegrator sends in X-Merchant-Id; unset (sandbox only): any is signed. */
  SLOTEGRATOR_MERCHANT_ID: z.string().min(1).max(128).optional(),
  /** The merchant key of the X-Sign signatures; sandbox: generated and kept when unset. */
  SLOTEGRATOR_MERCHANT_KEY: z.string().min(32).optional(),
  /**
   * Each aggregator's game feed (live): the URL the back office's import reads its games from
   * (`{ games: [...] }`, docs/decisions/045). Unset: sandbox reads its twin's feed; live has no
   * import.
   */
  HUB88_FEED_URL: z.url().optional(),
  SOFTSWISS_FEED_URL: z.url().optional(),
  EVERYMATRIX_FEED_URL: z.url().optional(),
  SLOTEGRATOR_FEED_URL: z.url().optional(),
  // --- Registration captcha (issue 18) ---
  /**
   * Who answers the registration's `captcha` field where its field settings enable it: none
   * (the field is not asked), sandbox (an "I am not a robot" box; sandbox mode only), turnstile
   * or hcaptcha (the provider's widget, verified with CAPTCHA_SECRET).
   */
  CAPTCHA_PROVIDER: z.enum(['none', 'sandbox', 'turnstile', 'hcaptcha']).default('none'),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  /** The verify endpoint; unset: the provider's own (a compatible service may stand in). */
  CAPTCHA_VERIFY_URL: z.url().optional(),
});
export type Config = z.infer<typeof ConfigSchema>;

/** The adapter in force: KYC_ADAPTER, else the sandbox one in sandbox mode and builtin in live. */
export function kycAdapterOf(config: Pick<Config, 'KYC_ADAPTER' | 'SITE_MODE'>) {
  return config.KYC_ADAPTER ?? (config.SITE_MODE === 'sandbox' ? 'sandbox' : 'builtin');
}

/** The self-exclusion register in force: SELF_EXCLUSION_REGISTER, else sandbox in sandbox mode, none live. */
export function selfExclusionRegisterOf(config: Config) {
  return config.SELF_EXCLUSION_REGISTER ?? (config.SITE_MODE === 'sandbox' ? 'sandbox' : 'none');
}

/** Whether an aggregator's wallet is on: its switch, else on in sandbox and off in live. */
export function aggregatorEnabled(
  config: Pick<
    Config,
    | 'SITE_MODE'
    | 'HUB88_ENABLED'
    | 'SOFTSWISS_ENABLED'
    | 'EVERYMATRIX_ENABLED'
    | 'SLOTEGRATOR_ENABLED'
  >,
  name: 'hub88' | 'softswiss' | 'everymatrix' | 'slotegrator',
): boolean {
  const switches = {
    hub88: config.HUB88_ENABLED,
    softswiss: config.SOFTSWISS_ENABLED,
    everymatrix: config.EVERYMATRIX_ENABLED,
    slotegrator: config.SLOTEGRATOR_ENABLED,
  };
  const set = switches[name];
  return set ?? config.SITE_MODE === 'sandbox';
}

/** Reads and validates the environment once; a wrong value stops the boot with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`PORT=` in a .env file) means "not set": without this PORT became 0, a random port.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // A replica only makes sense of a PostgreSQL primary (PGlite is one process, no replication).
  if (parsed.data.DATABASE_READ_URL && !POSTGRES_URL.test(parsed.data.DATABASE_URL)) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL on PostgreSQL (it names a replica of that database)',
    );
  }
  const problems = findLiveProblems(parsed.data);
  if (problems.length > 0) throw new Error(formatLiveProblems(problems));
  return parsed.data;
}

/** loadConfig for an entry point: a refused config prints its message alone and exits 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
