import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Content store (docs/decisions/005): one row per (group, key, locale) with a draft and a
 * published version of the entry's data. The site reads published data; the preview token
 * shows drafts. `origin` tells whether the seed may still refresh the row from content/
 * ('seed') or an operator has edited it ('operator', left alone from then on).
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    group: text('group').notNull(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    draft: jsonb('draft'),
    published: jsonb('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    origin: text('origin', { enum: ['seed', 'operator'] })
      .notNull()
      .default('operator'),
    /** Deleted by an operator: hidden, and the seed does not bring it back. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_group_key_locale').on(t.group, t.key, t.locale),
    index('content_entries_group_locale').on(t.group, t.locale),
  ],
);
