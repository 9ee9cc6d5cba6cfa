import type { PageResponse, PageSummary, PageType } from '@casino/contracts';
import { contentApi } from '@casino/contracts/api';
import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import { ApiError, call } from './api';
import { serverTransport } from './api.server';
import { EMPTY_CONTENT, type SiteContent, toSiteContent } from './content';
import { throwNotFound } from './route-guards.server';
import { siteContext } from './site-context.server';

type Context = Readonly<RouterContextProvider>;

function query(context: Context) {
  const { locale, preview } = context.get(siteContext);
  return { locale, ...(preview ? { preview } : {}) };
}

/** A wrong preview token is the page's own error (401), not a missing page. */
function rethrowPreview(error: unknown): never {
  if (error instanceof ApiError && error.status === 401)
    throw data('The preview token is not valid', { status: 401 });
  throw error;
}

export async function getSiteContent(context: Context): Promise<SiteContent> {
  const transport = serverTransport(context);
  const load = (withPreview: boolean) =>
    call(contentApi.getSiteGroups, {
      query: withPreview ? query(context) : { locale: query(context).locale },
      transport,
    });
  try {
    const reply = await load(true).catch((error: unknown) => {
      // A wrong preview token: the page's own content says so; the chrome uses published texts.
      if (error instanceof ApiError && error.status === 401) return load(false);
      throw error;
    });
    return toSiteContent(reply.groups);
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('content groups not loaded', error);
    return EMPTY_CONTENT;
  }
}

/**
 * One page; an unknown identity gives the 404 page
 * (docs/product/routes-and-modals.md#not-found-page).
 */
export async function getContentPage(
  context: Context,
  request: Request,
  type: PageType,
  identity: string,
): Promise<PageResponse> {
  try {
    return await findOrFail(context, type, identity);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) rethrowPreview(error);
    if (error.status === 404 || error.status === 400) throwNotFound(request);
    throw data('Content not available', { status: 503 });
  }
}

const findOrFail = (context: Context, type: PageType, identity: string) =>
  call(contentApi.getPage, {
    params: { type, identity },
    query: query(context),
    transport: serverTransport(context),
  });

/** One page, or null when the store has none (the caller has a built-in fallback). */
export async function findContentPage(
  context: Context,
  type: PageType,
  identity: string,
): Promise<PageResponse | null> {
  try {
    return await findOrFail(context, type, identity);
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return null;
    rethrowPreview(error);
  }
}

export async function listContentPages(context: Context, type: PageType): Promise<PageSummary[]> {
  try {
    const reply = await call(contentApi.listPages, {
      params: { type },
      query: query(context),
      transport: serverTransport(context),
    });
    return reply.items;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return [];
    rethrowPreview(error);
  }
}
