import type { Db } from '@casino/db';
import { fail, ok, type Result } from '../../shared/result.ts';
import { type Cached, type ContentCache, createContentCache } from './cache.ts';
import type { ContentFailure } from './failures.ts';

export interface ContentOptions {
  db: Db;
  /** CONTENT_PREVIEW_TOKEN; null: drafts cannot be previewed. */
  previewToken: string | null;
  cacheTtlMs: number;
}

/** What every content operation gets; built once per app (or per CLI run). */
export interface ContentContext {
  db: Db;
  previewToken: string | null;
  /** Published answers; cleared by every write through this context. */
  cache: ContentCache;
}

export interface ReadOptions {
  locale: string;
  /** The preview token as given by the caller (checked here). */
  preview?: string;
}

export function createContentContext({
  db,
  previewToken,
  cacheTtlMs,
}: ContentOptions): ContentContext {
  return { db, previewToken, cache: createContentCache(cacheTtlMs) };
}

/** True for a valid preview token, false for none; a wrong one is a failure. */
export function checkPreview(
  ctx: ContentContext,
  preview: string | undefined,
): Result<boolean, ContentFailure> {
  if (preview === undefined || preview === '') return ok(false);
  if (!ctx.previewToken || preview !== ctx.previewToken) {
    return fail({ kind: 'invalid_preview_token' });
  }
  return ok(true);
}

/** Published answers are cached; previews always read the database. */
export function readCached<T>(
  ctx: ContentContext,
  key: string,
  isPreview: boolean,
  load: () => Promise<T>,
): Promise<Cached<T>> {
  return isPreview ? createContentCache(0).get(key, load) : ctx.cache.get(key, load);
}

/** Runs a write, then forgets every cached answer. */
export async function writeThrough<T>(ctx: ContentContext, action: () => Promise<T>): Promise<T> {
  const result = await action();
  ctx.cache.clear();
  return result;
}
