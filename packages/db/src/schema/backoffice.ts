import { OPERATOR_ROLES, type OperatorRole } from '@casino/contracts/backoffice';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './player.ts';

export { OPERATOR_ROLES, type OperatorRole };

/** A back-office operator: apart from players, with a TOTP second factor (docs/decisions/023). */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: OPERATOR_ROLES }).notNull(),
  /** argon2id, as players'. */
  passwordHash: text('password_hash').notNull(),
  /** Base32 TOTP secret once enrolled; null until the first login enrols one. */
  totpSecret: text('totp_secret'),
  /** The secret offered during enrolment, kept until a code proves the app has it. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last accepted TOTP time step: the same code (or an older one) is refused. */
  totpLastStep: integer('totp_last_step'),
  /**
   * After an admin reset the second factor: SHA-256 of the one-time secret mailed to the
   * operator to choose a new password (the old one no longer works), and when it expires.
   */
  passwordResetHash: text('password_reset_hash'),
  passwordResetExpiresAt: timestamp('password_reset_expires_at', { withTimezone: true }),
  /** Disabled operators cannot log in; their sessions are closed. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /**
   * The SITE_MODE the operator was made in (null: made before it was recorded). A live boot
   * refuses while a sandbox-made operator exists (docs/decisions/015).
   */
  siteMode: text('site_mode', { enum: ['sandbox', 'live'] }),
  /**
   * SHA-256 of the one-time setup secret of an admin made by the CLI (`operators create-admin`):
   * it sets the first password once, before `setup_expires_at`; null once used.
   */
  setupTokenHash: text('setup_token_hash').unique(),
  setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An operator's browser session: the cookie holds a random token, stored here as SHA-256.
 * `verifiedAt` is set once the second factor passed; before that only the TOTP calls answer.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Single-use recovery codes (SHA-256), made when TOTP is enrolled. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/** Named API keys for integrations: SHA-256 of a random key, shown once; scopes are roles. */
export const operatorApiKeys = pgTable('operator_api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The first characters of the key, to recognise it in lists. */
  prefix: text('prefix').notNull(),
  scopes: jsonb('scopes').$type<OperatorRole[]>().notNull(),
  createdBy: uuid('created_by').references(() => operators.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Every operator action, appended in the transaction of the change. A trigger refuses UPDATE and
 * DELETE (migration 0008), and no code path issues them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type', { enum: ['operator', 'api_key', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    /** Email of the operator or name of the key, as it was then. */
    actorLabel: text('actor_label').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  // Ascending (at, id): scanned backwards for the newest-first pages (ORDER BY at DESC, id DESC).
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(sql`lower(${t.actorLabel}) text_pattern_ops`),
    index('audit_log_action_idx').on(t.action, t.at, t.id),
    index('audit_log_target_idx').on(t.targetId, t.at, t.id),
  ],
);

/** Notes operators keep on a player card. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_player_idx').on(t.playerId, t.createdAt)],
);
