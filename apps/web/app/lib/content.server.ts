import {
  ContentGroupResponseSchema,
  PageListResponseSchema,
  type PageResponse,
  PageResponseSchema,
  type PageSummary,
  type PageType,
} from '@casino/contracts';
import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import { z } from 'zod';
import { EMPTY_CONTENT, type SiteContent, toSiteContent } from './content';
import { apiContext } from './context';
import { throwNotFound } from './route-guards.server';
import { siteContext } from './site-context.server';

type Context = Readonly<RouterContextProvider>;

const SiteGroupsSchema = z.object({
  groups: z.record(z.string(), ContentGroupResponseSchema.shape.items),
});

function query(context: Context, extra: Record<string, string> = {}): string {
  const { locale, preview } = context.get(siteContext);
  const params = new URLSearchParams({ locale, ...(preview ? { preview } : {}), ...extra });
  return params.toString();
}

async function call(context: Context, path: string) {
  const reply = await context.get(apiContext)(path);
  if (reply.status === 401) throw data('The preview token is not valid', { status: 401 });
  return reply;
}

const withoutPreview = (context: Context) => {
  const { locale } = context.get(siteContext);
  return new URLSearchParams({ locale }).toString();
};

/**
 * The content groups every page uses. The site still renders on the spec's defaults when the
 * store cannot answer (logged, not fatal).
 */
export async function getSiteContent(context: Context): Promise<SiteContent> {
  const api = context.get(apiContext);
  try {
    let reply = await api(`/api/content/groups?${query(context)}`);
    // A wrong preview token: the page's own content says so; the chrome uses published texts.
    if (reply.status === 401) reply = await api(`/api/content/groups?${withoutPreview(context)}`);
    if (reply.status !== 200) return EMPTY_CONTENT;
    return toSiteContent(SiteGroupsSchema.parse(reply.data).groups);
  } catch (error) {
    console.error('content groups not loaded', error);
    return EMPTY_CONTENT;
  }
}

/** One page; an unknown identity gives the 404 page (spec 2). */
export async function getContentPage(
  context: Context,
  request: Request,
  type: PageType,
  identity: string,
): Promise<PageResponse> {
  const reply = await call(
    context,
    `/api/content/pages/${type}/${encodeURIComponent(identity)}?${query(context)}`,
  );
  if (reply.status === 404 || reply.status === 400) throwNotFound(request);
  if (reply.status !== 200) throw data('Content not available', { status: 503 });
  return PageResponseSchema.parse(reply.data);
}

/** One page, or null when the store has none (the caller has a built-in fallback). */
export async function findContentPage(
  context: Context,
  type: PageType,
  identity: string,
): Promise<PageResponse | null> {
  const reply = await call(context, `/api/content/pages/${type}/${identity}?${query(context)}`);
  return reply.status === 200 ? PageResponseSchema.parse(reply.data) : null;
}

export async function listContentPages(context: Context, type: PageType): Promise<PageSummary[]> {
  const reply = await call(context, `/api/content/pages/${type}?${query(context)}`);
  if (reply.status !== 200) return [];
  return PageListResponseSchema.parse(reply.data).items;
}
