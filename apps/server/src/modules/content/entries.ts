import {
  type AdminEntry,
  DEFAULT_LOCALE,
  type PageContent,
  type PageSummary,
  type PageType,
} from '@casino/contracts';
import type { EntryRow } from './repository.ts';

export interface Resolved {
  key: string;
  locale: string;
  data: unknown;
  row: EntryRow;
}

/** The locales a read asks for: the wanted one and the default one. */
export const withDefault = (locale: string) => [...new Set([locale, DEFAULT_LOCALE])];

/**
 * One visible version per key: the locale's entry, else the default locale's
 * (docs/product/api-calls.md#other). With the preview token a draft wins over the published
 * version, and draft-only entries show.
 */
export function resolve(
  rows: EntryRow[],
  locale: string,
  isPreview: boolean,
): Map<string, Resolved> {
  const visible = (row: EntryRow) => (isPreview ? (row.draft ?? row.published) : row.published);
  const picked = new Map<string, Resolved>();
  for (const preferred of [DEFAULT_LOCALE, locale]) {
    for (const row of rows) {
      const data = visible(row);
      if (row.locale !== preferred || data === null || data === undefined) continue;
      picked.set(row.key, { key: row.key, locale: row.locale, data, row });
    }
  }
  return picked;
}

export const text = (value: string | undefined) => value ?? null;

export function toSummary(type: PageType, item: Resolved, isPreview: boolean): PageSummary {
  const page = item.data as PageContent;
  return {
    type,
    identity: item.key,
    locale: item.locale,
    title: page.title,
    description: page.description ?? '',
    summary: text(page.summary),
    order: page.order ?? 0,
    category: text(page.category),
    kind: text(page.kind),
    badge: text(page.badge),
    hero: page.hero ?? null,
    updatedAt: (item.row.publishedAt ?? item.row.updatedAt).toISOString(),
    isDraft: isPreview && item.row.draft !== null,
  };
}

export function toAdminEntry(row: EntryRow): AdminEntry {
  return {
    group: row.group,
    key: row.key,
    locale: row.locale,
    status: row.published === null ? 'draft' : row.draft === null ? 'published' : 'changed',
    draft: row.draft ?? null,
    published: row.published ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    origin: row.origin,
  };
}
