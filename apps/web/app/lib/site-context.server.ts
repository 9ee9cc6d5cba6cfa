import {
  acceptLanguageCodes,
  DEFAULT_LOCALE,
  isLocaleCode,
  localizePath,
  type PlayerInit,
  splitLocale,
} from '@casino/contracts';
import { contentApi } from '@casino/contracts/api';
import { createContext, type MiddlewareFunction, redirect } from 'react-router';
import { callOrNull, getPlayerInit } from './api.server';
import { COOKIE, readCookie } from './cookies';
import { pageUrl } from './page-url.server';
import { acceptedPreview } from './preview.server';
import { endedSessionCookies } from './session/ended-session.server';

export interface SiteRequest {
  init: PlayerInit;
  /** Language of the page: the URL's prefix when it names an enabled locale, else en. */
  locale: string;
  /** Path without its locale prefix. */
  path: string;
  /** The URL's first segment looks like a locale prefix but is not an enabled one. */
  isBadLocale: boolean;
  /** Content preview token (`?preview=`, kept in a session cookie): drafts are shown. */
  preview: string | null;
}

/**
 * docs/product/routes-and-modals.md#rule-4-content-redirects: a redirect rule of the content store
 * for this path, as an HTTP redirect.
 */
async function contentRedirect(
  context: Parameters<MiddlewareFunction<Response>>[0]['context'],
  path: string,
): Promise<Response | null> {
  const reply = await callOrNull(context, contentApi.matchRedirect, { query: { path } });
  return reply?.redirect ? redirect(reply.redirect.to, reply.redirect.status) : null;
}

export const siteContext = createContext<SiteRequest>();

const UNPREFIXED_PAGES = ['/verify/', '/reset-password/', '/auth/'];
const isUnprefixedPage = (pathname: string) =>
  UNPREFIXED_PAGES.some((prefix) => pathname.startsWith(prefix));

/** The Accept-Language codes, preferred first, as site locale codes. */
const browserLanguages = (request: Request) =>
  acceptLanguageCodes(request.headers.get('accept-language') ?? '');

/**
 * Runs before every loader: fetches the bootstrap data once, resolves the language and
 * applies the maintenance rule (docs/product/routes-and-modals.md#rule-1-maintenance) as an HTTP
 * redirect.
 */
export const siteMiddleware: MiddlewareFunction<Response> = async (
  { request, params, context },
  next,
) => {
  const url = pageUrl(request);
  const [init, redirectTo] = await Promise.all([
    getPlayerInit(context),
    contentRedirect(context, url.pathname),
  ]);
  const enabled = new Set(init.locales.map((l) => l.code));
  const split = splitLocale(url.pathname);
  const param = params.locale;
  let locale = DEFAULT_LOCALE;
  let path = url.pathname;
  let isBadLocale = false;

  if (param !== undefined) {
    if (param === init.defaultLocale) throw redirect(`${split.path}${url.search}`, 301);
    isBadLocale = !isLocaleCode(param) || !enabled.has(param);
    if (!isBadLocale) locale = param;
    path = split.path;
  } else if (split.locale && split.locale !== init.defaultLocale && enabled.has(split.locale)) {
    // Unknown page under a valid prefix (/de/nope): show the 404 in that language.
    locale = split.locale;
    path = split.path;
  }

  // The home page without a prefix opens in the language the visitor chose before
  // (docs/product/entities.md#client-storage: the `user-language` cookie).
  const remembered = readCookie(request.headers.get('cookie'), COOKIE.language);
  // Pages without a language prefix (the verify and reset links of the mails, the provider's
  // return): the mail's `?lang=`, else the language chosen before, else the browser's.
  if (param === undefined && isUnprefixedPage(url.pathname)) {
    locale =
      [url.searchParams.get('lang'), remembered, ...browserLanguages(request)].find(
        (code): code is string => !!code && enabled.has(code),
      ) ?? locale;
  }
  if (
    url.pathname === '/' &&
    remembered &&
    remembered !== init.defaultLocale &&
    enabled.has(remembered)
  )
    throw redirect(`${localizePath('/', remembered)}${url.search}`, 302);

  // In maintenance every other path goes to /maintenance, also one that would be a 404 (a
  // single unknown segment such as /nope reads as a bad locale prefix).
  if (init.isMaintenance && (isBadLocale || path !== '/maintenance'))
    throw redirect(localizePath('/maintenance', locale), 302);
  if (!isBadLocale && !init.isMaintenance && path === '/maintenance')
    throw redirect(localizePath('/', locale), 302);
  // Rule 4 after rule 1; any path may be redirected, also one that would be a 404.
  if (redirectTo && !init.isMaintenance) throw redirectTo;
  // `?preview=<token>` starts previewing drafts for this browser session, `?preview=` stops it;
  // a token the API refuses is no preview at all (and its cookie is dropped).
  const queryPreview = url.searchParams.get('preview');
  const sent = queryPreview ?? (readCookie(request.headers.get('cookie'), COOKIE.preview) || null);
  const preview = await acceptedPreview(context, sent);
  context.set(siteContext, { init, locale, path, isBadLocale, preview });
  const response = await next();
  for (const line of endedSessionCookies(context, init.siteUrl)) {
    response.headers.append('set-cookie', line);
  }
  if (queryPreview !== null || (sent && !preview)) {
    const value = encodeURIComponent(preview ?? '');
    response.headers.append(
      'set-cookie',
      `${COOKIE.preview}=${value}; Path=/; HttpOnly; SameSite=Lax${value ? '' : '; Max-Age=0'}`,
    );
  }
  return response;
};
