import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { playerSessions, players } from './player.ts';

/**
 * A player's sign-in at an OpenID Connect provider (docs/decisions/029). Keyed by the issuer and
 * the subject the provider gives, never by email: an email can change hands at a provider.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The configured provider id (OIDC_PROVIDERS or `local`) it was linked through. */
    providerId: text('provider_id').notNull(),
    /** The email the provider said at linking (shown in the profile; never used to match). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    // One identity per provider and player.
    unique('social_identities_player_issuer').on(t.playerId, t.issuer),
    index('social_identities_player_idx').on(t.playerId),
  ],
);

/** The provider's ID token of a session opened by social login: logout goes through the provider. */
export const socialSessions = pgTable('social_sessions', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => playerSessions.id, { onDelete: 'cascade' }),
  providerId: text('provider_id').notNull(),
  idToken: text('id_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts of the embedded sandbox identity provider (never mounted in live mode). */
export const localIdpAccounts = pgTable('local_idp_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name'),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
