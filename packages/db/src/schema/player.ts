import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { countries, currencies } from './settings.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A player account. The email is stored lower-cased, so uniqueness ignores case. */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** argon2id, PHC string (parameters inside, so they can be raised later). */
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender'),
    /**
     * YYYY-MM-DD as entered (docs/product/validation.md#field-rules), not a timestamp: no time zone
     * shifts a birthday.
     */
    dateOfBirth: text('date_of_birth'),
    phone: text('phone'),
    country: text('country').references(() => countries.code),
    state: text('state'),
    city: text('city'),
    address: text('address'),
    postalCode: text('postal_code'),
    timeZone: text('time_zone'),
    language: text('language'),
    /** The currency chosen at registration. */
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    cpfNumber: text('cpf_number'),
    receiveEmailPromo: boolean('receive_email_promo').notNull().default(false),
    receiveSmsPromo: boolean('receive_sms_promo').notNull().default(false),
    bonusCode: text('bonus_code'),
    affiliateTag: text('affiliate_tag'),
    /** The affiliate's click token (URL `token`) kept with the tag at registration. */
    affiliateToken: text('affiliate_token'),
    agreementsAcceptedAt: timestamp('agreements_accepted_at', { withTimezone: true }),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** PLAYER_STATUS of the contracts: 1 active, 2 blocked, 3 self-excluded, 4 closed. */
    status: integer('status').notNull().default(1),
    freshchatRestoreId: text('freshchat_restore_id'),
    // Further profile fields of docs/product/entities.md#profile-form-fields (issue 18).
    /** ISO 3166 alpha-2 code of a known country (not necessarily one open for play). */
    nationality: text('nationality'),
    additionalAddress: text('additional_address'),
    profession: text('profession'),
    region: text('region'),
    placeOfBirth: text('place_of_birth'),
    personalIdNumber: text('personal_id_number'),
    /** The phone number with its country code as the phone input composes it. */
    phoneFull: text('phone_full'),
    receiveBonus: boolean('receive_bonus').notNull().default(false),
    securityQuestion: text('security_question'),
    /** argon2id of the trimmed, lower-cased answer; the answer itself is never kept. */
    securityAnswerHash: text('security_answer_hash'),
    segments: jsonb('segments').$type<{ name: string }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check('players_email_lower_case', sql`${t.email} = lower(${t.email})`),
    // Back-office search and listing (docs/decisions/023): prefixes, newest first.
    index('players_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    index('players_nickname_prefix_idx').on(sql`lower(${t.nickname}) text_pattern_ops`),
    index('players_phone_idx').on(t.phone),
    index('players_first_name_prefix_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('players_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('players_created_idx').on(t.createdAt, t.id),
  ],
);

/** One login of a player (a device); closing it ends its access and refresh tokens. */
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Slides forward on every refresh. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason', {
      enum: [
        'logout',
        'closed_by_player',
        'password_changed',
        'password_reset',
        'refresh_reuse',
        'closed_by_operator',
        'player_blocked',
        'responsible_gaming',
        'two_factor_reset',
      ],
    }),
    /**
     * How the player proved who they are (issue 35): the first factor, and `_totp`,
     * `_recovery` or `_passkey` when a second factor was asked; null for sessions older than the column.
     */
    factor: text('factor', {
      enum: [
        'password',
        'password_totp',
        'password_recovery',
        'password_passkey',
        'social',
        'social_totp',
        'social_recovery',
        'social_passkey',
        'token',
      ],
    }),
  },
  (t) => [index('player_sessions_player_created_idx').on(t.playerId, t.createdAt.desc())],
);

/**
 * A player's authenticator app (TOTP, issue 35): the secret being set up until a code confirms
 * it, then the secret in force; the last accepted time step (a code works once).
 */
export const playerTotp = pgTable('player_totp', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** Base32 secret in force; null while only a pending one exists. */
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  lastStep: integer('last_step'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
});

/** Single-use recovery codes of a player's second factor (SHA-256 of the normalised code). */
export const playerRecoveryCodes = pgTable(
  'player_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('player_recovery_codes_player_code_idx').on(t.playerId, t.codeHash)],
);

/**
 * A player's passkeys (WebAuthn, issue 35): the credential the authenticator made, its public key
 * (COSE), the signature counter last seen (a clone shows an older one) and its transports.
 */
export const playerPasskeys = pgTable(
  'player_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Base64url of the credential id, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** Base64url of the COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_passkeys_credential_idx').on(t.credentialId),
    index('player_passkeys_player_idx').on(t.playerId),
  ],
);

/**
 * WebAuthn challenges handed out (issue 35): each answered once (deleted when used) and only
 * until it expires; a registration's is the signed-in player's, a sign-in's nobody's yet.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

/** Refresh tokens, stored as the SHA-256 of the random token; a rotated one is kept to detect reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => playerSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const PLAYER_TOKEN_KINDS = ['confirm_email', 'reset_password', 'autologin'] as const;
export type PlayerTokenKind = (typeof PLAYER_TOKEN_KINDS)[number];

/** One-time links (email confirmation, password reset, autologin), stored as SHA-256. */
export const playerTokens = pgTable(
  'player_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PLAYER_TOKEN_KINDS }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_tokens_player_kind_idx').on(t.playerId, t.kind)],
);
