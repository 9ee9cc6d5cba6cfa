import { SESSION_COOKIES } from '@casino/contracts/session-cookies';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
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
import { getMessages } from './i18n/messages.server';
import { ErrorView } from './layouts/chrome/error-view';
import { PRELOADER_SCRIPT, Preloader } from './layouts/chrome/preloader';
import { getPlayerFromCookie } from './lib/api.server';
import { cacheControlMiddleware } from './lib/cache-control.server';
import { getSiteContent } from './lib/content.server';
import { COOKIE, readCookie } from './lib/cookies';
import { useCspNonce } from './lib/csp-nonce';
import { readSessionExpiry } from './lib/session/session-marker';
import type { SiteData } from './lib/site';
import { siteContext, siteMiddleware } from './lib/site-context.server';
import './styles/app.css';

export const middleware: Route.MiddlewareFunction[] = [siteMiddleware, cacheControlMiddleware];

export async function loader({ request, context }: Route.LoaderArgs): Promise<SiteData> {
  const { init, locale, preview } = context.get(siteContext);
  const cookies = request.headers.get('cookie');
  // HttpOnly for page script, but sent with the page request (docs/decisions/016).
  const accessToken = readCookie(cookies, SESSION_COOKIES.access);
  const [player, content] = await Promise.all([
    getPlayerFromCookie(context, accessToken),
    getSiteContent(context),
  ]);
  return {
    locale,
    locales: init.locales,
    messages: getMessages(locale),
    content,
    isPreview: Boolean(preview),
    init,
    origin: init.siteUrl.replace(/\/$/, ''),
    isDrawerCompact: readCookie(cookies, COOKIE.drawerCompact) === '1',
    hasCookieConsent: readCookie(cookies, COOKIE.consent) === '1',
    player,
    hasSession: readSessionExpiry(cookies) !== null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData('root') as SiteData | undefined;
  const nonce = useCspNonce();
  return (
    <html lang={site?.locale ?? 'en'} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1020" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <Preloader />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours that must run before hydration */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRELOADER_SCRIPT }} />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
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
