import type { SocialSignUp } from '@casino/contracts';
import type { TestServer } from '../build-app.ts';

/** Cookies by name, as a browser keeps them for one origin (paths ignored: one test client). */
export type CookieJar = Map<string, string>;

function keep(jar: CookieJar, setCookie: string | string[] | undefined) {
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1);
    if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: CookieJar) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** An inject that sends and keeps the jar's cookies. */
export async function browse(
  app: TestServer,
  jar: CookieJar,
  request: {
    method?: 'GET' | 'POST' | 'DELETE';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  },
) {
  const form = typeof request.payload === 'string';
  const res = await app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: {
      host: 'localhost:3000',
      cookie: cookieHeader(jar),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...request.headers,
    },
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
  keep(jar, res.headers['set-cookie'] as string | string[] | undefined);
  return res;
}

/** Follows redirects inside the app until one leaves for the site's /auth/callback. */
async function followToCallback(app: TestServer, jar: CookieJar, location: string) {
  let next = location;
  for (let hop = 0; hop < 10; hop += 1) {
    const url = new URL(next, 'http://localhost:3000');
    if (url.pathname === '/auth/callback') return url.searchParams;
    const res = await browse(app, jar, { url: url.pathname + url.search });
    if (res.statusCode < 300 || res.statusCode >= 400) {
      return { page: res.body, status: res.statusCode } as const;
    }
    next = String(res.headers.location);
  }
  throw new Error('too many redirects');
}

export interface ProviderAnswer {
  /** The query the provider returned to /auth/callback. */
  query: URLSearchParams;
}

/**
 * Starts a social sign-in at the API, then signs in (or up) at the embedded provider's own pages
 * as a browser would; returns the /auth/callback query.
 */
export async function throughLocalProvider(
  app: TestServer,
  jar: CookieJar,
  options: {
    email: string;
    password: string;
    create?: boolean;
    signUp?: SocialSignUp;
    target?: string;
    affiliateTag?: string;
    affiliateToken?: string;
    /** Link mode: the player's access token. */
    linkWith?: string;
  },
): Promise<URLSearchParams> {
  // A fresh visit at the provider (its cookies start with `_`): its sign-in page every time.
  for (const name of [...jar.keys()]) if (name.startsWith('_')) jar.delete(name);
  const start = await browse(app, jar, {
    method: 'POST',
    url: options.linkWith
      ? '/api/player/social/identities/authorize'
      : '/api/player/social/authorize',
    payload: {
      providerId: 'local',
      target: options.target,
      ...(options.linkWith
        ? {}
        : {
            signUp: options.signUp,
            affiliateTag: options.affiliateTag,
            affiliateToken: options.affiliateToken,
          }),
    },
    headers: options.linkWith ? { authorization: `Bearer ${options.linkWith}` } : {},
  });
  if (start.statusCode !== 200) throw new Error(`authorize: ${start.statusCode} ${start.body}`);
  const authorizeUrl = new URL(start.json<{ url: string }>().url);
  const toInteraction = await browse(app, jar, {
    url: authorizeUrl.pathname + authorizeUrl.search,
  });
  const interaction = String(toInteraction.headers.location);
  if (!interaction.startsWith('/idp/interaction/')) {
    throw new Error(`no interaction: ${toInteraction.statusCode} ${toInteraction.body}`);
  }
  const body = new URLSearchParams({ email: options.email, password: options.password });
  const sent = await browse(app, jar, {
    method: 'POST',
    url: `${interaction}/${options.create ? 'signup' : 'login'}`,
    payload: body.toString(),
  });
  if (sent.statusCode !== 303) throw new Error(`provider page: ${sent.statusCode} ${sent.body}`);
  const back = await followToCallback(app, jar, String(sent.headers.location));
  if (!(back instanceof URLSearchParams)) throw new Error(`stuck at ${back.status}: ${back.page}`);
  return back;
}

/** The callback body the site's /auth/callback page posts. */
export const callbackBody = (query: URLSearchParams) => ({
  code: query.get('code') ?? undefined,
  state: query.get('state') ?? '',
  iss: query.get('iss') ?? undefined,
  error: query.get('error') ?? undefined,
  errorDescription: query.get('error_description') ?? undefined,
});
