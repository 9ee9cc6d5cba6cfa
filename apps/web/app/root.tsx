import { gameApi } from '@casino/contracts/api';
import { textDirection } from '@casino/contracts/locale';
import { SESSION_COOKIES } from '@casino/contracts/session-cookies';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { findAppCatalog } from './features/games/catalog.server';
import { gameKeys } from './features/games/use-game-catalog';
import { getMessagesJson } from './i18n/messages.server';
import { ErrorView } from './layouts/chrome/error-view';
import { navSections } from './layouts/chrome/nav-items';
import { PRELOADER_SCRIPT, Preloader } from './layouts/chrome/preloader';
import { callOrNull, getPlayerFromCookie } from './lib/api.server';
import { cacheControlMiddleware } from './lib/cache-control.server';
import { getSiteContent } from './lib/content.server';
import { COOKIE, readCookie } from './lib/cookies';
import { useCspNonce } from './lib/csp-nonce';
import { replayEarlySubmits } from './lib/early-submit';
import { getFooterMarks } from './lib/footer-marks.server';
import { revalidateUnlessModal } from './lib/modal-query';
import { pageUrl } from './lib/page-url.server';
import { manifestHref, registerServiceWorkerWhenIdle } from './lib/pwa';
import { createQueryClient } from './lib/query-client';
import { errorMeta } from './lib/seo';
import { endSessionOnPage } from './lib/session/ended-session.server';
import { readSessionExpiry } from './lib/session/session-marker';
import { findSignUpData } from './lib/sign-up-data.server';
import { type RootData, readSite, type SiteData } from './lib/site';
import { siteContext, siteMiddleware } from './lib/site-context.server';
import appCss from './styles/app.css?url';

export const middleware: Route.MiddlewareFunction[] = [siteMiddleware, cacheControlMiddleware];
/** The fatal error page's title (a navigation whose data failed for every route lands here). */
export const meta: Route.MetaFunction = (args) => errorMeta(args);

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { init, locale, preview, path } = context.get(siteContext);
  const cookies = request.headers.get('cookie');
  // HttpOnly for page script, but sent with the page request (docs/decisions/016).
  const accessToken = readCookie(cookies, SESSION_COOKIES.access);
  // Collections and providers once at app start, not in maintenance (docs/product/states.md).
  const catalog = init.isMaintenance ? null : findAppCatalog(context);
  const [cookieSession, content, footer, categories, appCatalog, signUp] = await Promise.all([
    getPlayerFromCookie(context, accessToken),
    getSiteContent(context),
    getFooterMarks(
      context,
      catalog?.then((c) => (c.providers ? { items: c.providers } : null)),
    ),
    // Per catalog version on the server: which sections the navigation can offer.
    callOrNull(context, gameApi.listCategories),
    catalog,
    findSignUpData(context, pageUrl(request), locale),
  ]);
  // A session ended on the server: cookies removed, the player on the localized home (8.2).
  if (cookieSession.isEnded) endSessionOnPage(context, path, locale);
  const { player } = cookieSession;
  return {
    locale,
    // Read on the server: the list of languages stays out of the browser's scripts.
    dir: textDirection(locale),
    locales: init.locales,
    messages: getMessagesJson(locale),
    content,
    isPreview: Boolean(preview),
    init,
    origin: init.siteUrl.replace(/\/$/, ''),
    isDrawerCompact: readCookie(cookies, COOKIE.drawerCompact) === '1',
    hasCookieConsent: readCookie(cookies, COOKIE.consent) === '1',
    player,
    hasSession: !cookieSession.isEnded && readSessionExpiry(cookies) !== null,
    footer,
    sections: navSections(categories?.items ?? [], init.isSportsbookEnabled),
    catalog: appCatalog,
    signUp,
  };
}

/** Opening a modal keeps the site data: the modal shows at once (no loader round trip). */
export const shouldRevalidate = revalidateUnlessModal;

export function Layout({ children }: { children: React.ReactNode }) {
  const site = readSite(useRouteLoaderData('root'));
  const nonce = useCspNonce();
  return (
    <html lang={site?.locale ?? 'en'} dir={site?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1020" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link
          rel="manifest"
          href={manifestHref(site?.locale ?? 'en', site?.init.defaultLocale ?? 'en')}
        />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <Meta />
        <Links />
        {/* A plain stylesheet link (no React `precedence`), last in the head (docs/decisions/021). */}
        <link rel="stylesheet" href={appCss} />
      </head>
      <body>
        <Preloader label={site?.messages.common.loading} />
        {/* The script runs from the server's HTML before hydration; the browser build leaves its
            text out (hydration keeps the server's), so its bytes are not sent twice. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours that must run before hydration
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? PRELOADER_SCRIPT : '' }}
        />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(() => seededQueryClient(loaderData.catalog));
  // Installable and offline (docs/decisions/022), registered only once the page is idle.
  useEffect(registerServiceWorkerWhenIdle, []);
  // A form tapped before the scripts arrived is sent now (lib/early-submit.ts).
  useEffect(replayEarlySubmits, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/** The app's query client seeded with the catalog fetched at app start, so pages reuse it. */
function seededQueryClient(catalog: SiteData['catalog']) {
  const client = createQueryClient();
  if (catalog?.collections) client.setQueryData(gameKeys.collections, catalog.collections);
  if (catalog?.providers) client.setQueryData(gameKeys.providers(), catalog.providers);
  return client;
}

/** Fatal errors (the site's bootstrap failed): a bare error page, no chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="fatal-error">
      <ErrorView
        status={status}
        detail={isRouteErrorResponse(error) ? String(error.data) : undefined}
      />
    </main>
  );
}
