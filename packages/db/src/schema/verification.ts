import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './player.ts';

/**
 * A document a player uploaded for identity checks (docs/decisions/028). The file itself lives
 * in the document store (local folder or S3) under `storage_key`, never under the web root.
 * Status: DOCUMENT_STATUS of the contracts (1 pending, 2 approved, 3 rejected); a rejection is
 * `final` or lets the player send the kind again.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    /** identity, address, payment, selfie. */
    kind: text('kind').notNull(),
    referenceId: text('reference_id'),
    /** The name shown to the player: their name with the extension of the detected type. */
    fileName: text('file_name').notNull(),
    /** Detected from the content (image/jpeg, image/png, image/webp, application/pdf). */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    status: integer('status').notNull(),
    final: boolean('final').notNull().default(false),
    /** What the player is told (player-safe). */
    reason: text('reason'),
    /** What compliance keeps for itself; never sent to the player. */
    note: text('note'),
    /** Identity documents: after this day the level drops and the document is asked again. */
    expiresOn: text('expires_on'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the expiry sweep told the player this approved document had expired (once). */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_documents_player_idx').on(t.playerId, t.createdAt),
    index('verification_documents_status_idx').on(t.status, t.createdAt),
  ],
);

/** Per player: the verification level and what the adapters know (one row per player). */
export const verificationProfiles = pgTable('verification_profiles', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id),
  /** none, basic, full. */
  level: text('level').notNull().default('none'),
  /** A rejection that may not be retried (Sumsub FINAL, or an operator's final rejection). */
  rejectedFinal: boolean('rejected_final').notNull().default(false),
  /** Set by a RED review after a GREEN one: withdrawals wait for compliance. */
  withdrawalsFrozen: boolean('withdrawals_frozen').notNull().default(false),
  sumsubApplicantId: text('sumsub_applicant_id'),
  /** The last review answer the Sumsub adapter applied (GREEN, RED) and its time. */
  sumsubAnswer: text('sumsub_answer'),
  sumsubEventAt: timestamp('sumsub_event_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The history of a player's verification: each decision and level change, oldest first. */
export const verificationEvents = pgTable(
  'verification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    /** builtin, sandbox, sumsub, operator, system. */
    source: text('source').notNull(),
    action: text('action').notNull(),
    documentId: uuid('document_id'),
    levelBefore: text('level_before').notNull(),
    levelAfter: text('level_after').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_events_player_idx').on(t.playerId, t.createdAt)],
);

/** Sumsub webhooks taken in, by payload digest: each is processed once. */
export const verificationWebhooks = pgTable('verification_webhooks', {
  digest: text('digest').primaryKey(),
  type: text('type').notNull(),
  applicantId: text('applicant_id'),
  playerId: uuid('player_id'),
  eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
  /** applied, stale (older than one already applied), unknown_player. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What compliance must look at (docs/decisions/028): a late RED after GREEN (withdrawals frozen).
 * Open until an operator with the compliance role resolves it with a note.
 */
export const verificationAlerts = pgTable(
  'verification_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    /** late_red. */
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    note: text('note'),
  },
  (t) => [index('verification_alerts_open_idx').on(t.resolvedAt, t.createdAt)],
);
