import {
  type AdminEntry,
  type ContentGroup,
  type ContentTextGroup,
  contentDataSchema,
  DEFAULT_LOCALE,
  localizePath,
  type PageContent,
  type PageResponse,
  type PageSummary,
  type PageType,
  pageGroup,
  type RedirectRule,
  splitLocale,
} from '@casino/contracts';
import type { Db } from '@casino/db';
import { AppError } from '../../shared/errors.ts';
import { listLocales } from '../settings/service.ts';
import { type Cached, type ContentCache, createContentCache } from './cache.ts';
import { renderMarkdown } from './markdown.ts';
import * as repo from './repository.ts';

/** The groups the site loads for every page (spec 7 "Other"). */
export const SITE_GROUPS = [
  'alerts',
  'fields-settings',
  'global-components',
  'layout',
  'modals',
] as const satisfies ContentTextGroup[];

export interface ContentOptions {
  db: Db;
  /** CONTENT_PREVIEW_TOKEN; null: drafts cannot be previewed. */
  previewToken: string | null;
  cacheTtlMs: number;
}

export interface ReadOptions {
  locale: string;
  /** The preview token as given by the caller (checked here). */
  preview?: string;
}

interface Resolved {
  key: string;
  locale: string;
  data: unknown;
  row: repo.EntryRow;
}

/**
 * One visible version per key: the locale's entry, else the default locale's (spec 7). With
 * the preview token a draft wins over the published version, and draft-only entries show.
 */
function resolve(rows: repo.EntryRow[], locale: string, isPreview: boolean): Map<string, Resolved> {
  const visible = (row: repo.EntryRow) =>
    isPreview ? (row.draft ?? row.published) : row.published;
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

const text = (value: string | undefined) => value ?? null;

function toSummary(type: PageType, item: Resolved, isPreview: boolean): PageSummary {
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

export function toAdminEntry(row: repo.EntryRow): AdminEntry {
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

/** The content store: cached reads for the site, validated writes for operators. */
export function createContentService({ db, previewToken, cacheTtlMs }: ContentOptions) {
  const cache: ContentCache = createContentCache(cacheTtlMs);

  /** Published answers are cached; previews always read the database. */
  function read<T>(key: string, isPreview: boolean, load: () => Promise<T>): Promise<Cached<T>> {
    return isPreview ? createContentCache(0).get(key, load) : cache.get(key, load);
  }

  function checkPreview(preview: string | undefined): boolean {
    if (preview === undefined || preview === '') return false;
    if (!previewToken || preview !== previewToken) {
      throw new AppError(401, 'invalid_preview_token', 'The preview token is not valid', {
        preview: ['The preview token is not valid'],
      });
    }
    return true;
  }

  async function groupItems(group: string, { locale, preview }: ReadOptions) {
    const isPreview = checkPreview(preview);
    return read(`group:${group}:${locale}`, isPreview, async () => {
      const rows = await repo.findGroupRows(db, group, [...new Set([locale, DEFAULT_LOCALE])]);
      const items: Record<string, { locale: string; data: unknown }> = {};
      const resolved = [...resolve(rows, locale, isPreview).values()].sort((a, b) =>
        a.key.localeCompare(b.key),
      );
      for (const item of resolved) items[item.key] = { locale: item.locale, data: item.data };
      return { group, locale, items };
    });
  }

  async function pageList(type: PageType, { locale, preview }: ReadOptions) {
    const isPreview = checkPreview(preview);
    return read(`pages:${type}:${locale}`, isPreview, async () => {
      const rows = await repo.findGroupRows(db, pageGroup(type), [
        ...new Set([locale, DEFAULT_LOCALE]),
      ]);
      const items = [...resolve(rows, locale, isPreview).values()]
        .map((item) => toSummary(type, item, isPreview))
        .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, locale));
      return { items };
    });
  }

  async function page(type: PageType, identity: string, { locale, preview }: ReadOptions) {
    const isPreview = checkPreview(preview);
    const found = await read(`page:${type}:${identity}:${locale}`, isPreview, async () => {
      const rows = await repo.findKeyRows(db, pageGroup(type), identity, [
        ...new Set([locale, DEFAULT_LOCALE]),
      ]);
      const item = resolve(rows, locale, isPreview).get(identity);
      if (!item) return null;
      const content = item.data as PageContent;
      const result: PageResponse = {
        ...toSummary(type, item, isPreview),
        html: renderMarkdown(content.body ?? '', locale),
        form: text(content.form),
        steps: content.steps ?? null,
        sections: content.sections ?? null,
      };
      return result;
    });
    if (!found.value) throw new AppError(404, 'not_found', `Page ${type}/${identity} not found`);
    return found as Cached<PageResponse>;
  }

  /** Spec 2 rule 4: the redirect rule for a requested path, in its locale, if any. */
  async function matchRedirect(path: string) {
    const { locale: prefix, path: rest } = splitLocale(path);
    const locales = await cache.get('locales', () => listLocales(db));
    const isPrefixed =
      prefix !== null && prefix !== DEFAULT_LOCALE && locales.value.some((l) => l.code === prefix);
    const locale = isPrefixed ? prefix : DEFAULT_LOCALE;
    const wanted = normalize(isPrefixed ? rest : path);
    const { value } = await groupItems('redirects', { locale });
    for (const { data } of Object.values(value.items)) {
      const rule = data as RedirectRule;
      if (normalize(rule.from) !== wanted) continue;
      const to = rule.to.startsWith('/') ? localizePath(rule.to, locale) : rule.to;
      return { to, status: rule.status };
    }
    return null;
  }

  // --- operator -------------------------------------------------------------------------

  function checkData(group: ContentGroup, data: unknown): unknown {
    const parsed = contentDataSchema(group).safeParse(data);
    if (parsed.success) return parsed.data;
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const name = ['data', ...issue.path].join('.');
      fields[name] = [...(fields[name] ?? []), issue.message];
    }
    throw new AppError(400, 'validation_failed', `Invalid ${group} entry`, fields);
  }

  async function write<T>(action: () => Promise<T>): Promise<T> {
    const result = await action();
    cache.clear();
    return result;
  }

  return {
    checkPreview,
    groupItems,
    async siteGroups(options: ReadOptions) {
      const groups = await Promise.all(SITE_GROUPS.map((g) => groupItems(g, options)));
      const value = {
        locale: options.locale,
        groups: Object.fromEntries(groups.map((g) => [g.value.group, g.value.items])),
      };
      return { value, etag: groups.map((g) => g.etag).join('') };
    },
    pageList,
    page,
    matchRedirect,
    /** Site paths of every published page, for the sitemap. */
    async sitemapPaths(): Promise<string[]> {
      const rows = await repo.listPublishedKeys(db, [
        pageGroup('static'),
        pageGroup('questions'),
        pageGroup('promotions'),
      ]);
      return rows
        .map(({ group, key }) =>
          group === pageGroup('static')
            ? `/static/${key}`
            : group === pageGroup('questions')
              ? `/questions/${key}`
              : key === 'welcome-package'
                ? null
                : `/bonus/${key}`,
        )
        .filter((p): p is string => p !== null)
        .sort();
    },
    list: (filter: repo.EntryFilter) => repo.listEntries(db, filter),
    async get(id: repo.EntryId) {
      const row = await repo.findEntry(db, id);
      if (!row) throw notFound(id);
      return row;
    },
    save(id: repo.EntryId & { group: ContentGroup }, data: unknown, publish: boolean) {
      const checked = checkData(id.group, data);
      return write(() => repo.saveEntry(db, id, checked, publish));
    },
    async publish(id: repo.EntryId) {
      const row = await write(() => repo.publishEntry(db, id));
      if (row) return row;
      await this.get(id);
      throw new AppError(409, 'nothing_to_publish', 'The entry has no draft to publish');
    },
    async unpublish(id: repo.EntryId) {
      const row = await write(() => repo.unpublishEntry(db, id));
      if (row) return row;
      await this.get(id);
      throw new AppError(409, 'not_published', 'The entry is not published');
    },
    async remove(id: repo.EntryId) {
      if (!(await write(() => repo.deleteEntry(db, id)))) throw notFound(id);
    },
    /** Forget cached answers (after the seed or the CLI changed the store). */
    clearCache: () => cache.clear(),
  };
}
export type ContentService = ReturnType<typeof createContentService>;

const normalize = (path: string) =>
  (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
const notFound = ({ group, key, locale }: repo.EntryId) =>
  new AppError(404, 'not_found', `Content entry ${group}/${key}/${locale} not found`);
