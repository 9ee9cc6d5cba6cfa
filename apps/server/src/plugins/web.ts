import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { requestCountry } from '../shared/request-country.ts';
import { isMobileUserAgent } from '../shared/user-agent.ts';
import {
  acceptsGzip,
  bodyWithNonce,
  type CachedPage,
  createGuestPageCache,
} from './guest-page-cache.ts';
import { createInjectTransport } from './inject-transport.ts';
import { type InstallTexts, registerPwaFiles } from './pwa.ts';
import { drawNonce, sitePageHeaders } from './security-headers.ts';
import { registerSeoFiles } from './seo-files.ts';
import { widgetOriginsOf } from './widget-origins.ts';

interface BuildMeta {
  id: string;
  timestamp: number;
}

/** Hosts the React Router build: hashed assets, build manifest, SEO files and SSR. */
export async function registerWeb(
  app: FastifyInstance,
  listLocales: () => Promise<Array<{ code: string; isDefault?: boolean }>>,
) {
  const buildDir = resolve(app.config.WEB_BUILD_DIR);
  const serverEntry = join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`Web build not found at ${serverEntry}: run "npm run build" first`);
  }
  const meta = JSON.parse(
    readFileSync(join(buildDir, 'client/assets/builds/latest.json'), 'utf8'),
  ) as BuildMeta;
  app.buildId = meta.id;

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(res, path) {
      const isHashed = path.includes('/assets/') && !path.includes('/assets/builds/');
      res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  registerSeoFiles(app, listLocales);

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');
  type RouterContextKey = Parameters<RouterContextProvider['set']>[0];
  const { apiContext, cspNonceContext, guestPageVariant, installTexts } = build.entry
    .module as unknown as {
    installTexts: (locale: string) => InstallTexts;
    apiContext: RouterContextKey;
    cspNonceContext: RouterContextKey;
    guestPageVariant: (url: string, cookies: string | undefined, hasAuth: boolean) => string | null;
  };
  registerPwaFiles(app, listLocales, installTexts);
  const siteOrigin = new URL(app.config.PUBLIC_URL).origin;
  const widgets = widgetOriginsOf(app.config);
  const transport = createInjectTransport(app);
  const guestPages = createGuestPageCache({
    ttlMs: app.config.GUEST_PAGE_CACHE_SECONDS * 1000,
    maxBytes: app.config.GUEST_PAGE_CACHE_MAX_MB * 1024 * 1024,
  });

  /** Renders one page with a fresh nonce into `reply` (headers set, body not yet sent). */
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = new RouterContextProvider();
    context.set(apiContext, transport(request));
    const nonce = drawNonce();
    context.set(cspNonceContext, nonce);
    const response = await handleRequest(toWebRequest(request), context);
    reply.headers(
      sitePageHeaders({ nonce, siteOrigin, gameOrigin: app.gameOrigin.url(), widgets }),
    );
    // The site says what may be cached (docs/decisions/017); an answer it did not mark
    // (a redirect thrown before its middleware) is kept by nobody.
    if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-store');
    return { response, nonce };
  };

  /** A kept guest page, with a fresh nonce in its body and in its policy. */
  const sendCached = (request: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    const nonce = drawNonce();
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.headers(
      sitePageHeaders({ nonce, siteOrigin, gameOrigin: app.gameOrigin.url(), widgets }),
    );
    reply.header('x-guest-cache', 'hit');
    if (request.method === 'HEAD') return reply.send();
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const { body, release } = bodyWithNonce(page, nonce, { gzip });
    if (gzip) reply.header('content-encoding', 'gzip');
    reply.header('vary', 'Cookie, Accept-Encoding');
    // Reused only once the socket has taken every byte; an aborted reply's copy is dropped.
    reply.raw.once('finish', release);
    return reply.send(body);
  };

  await app.register(async (ssr) => {
    // The site reads its own request bodies (form actions), so Fastify must not parse them.
    ssr.removeAllContentTypeParsers();
    ssr.addContentTypeParser('*', (_req, _payload, done) => done(null));
    ssr.all('/api/*', (request, reply) =>
      reply.status(404).send({
        error: { code: 'not_found', message: `Route ${request.method} ${request.url} not found` },
      }),
    );
    ssr.all('/*', async (request, reply) => {
      // The site has no server actions: another method on a page (or on no page at all) is
      // refused here, before React Router turns it into an error page or a 500.
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const path = request.url.split('?')[0];
        // Nobody reads the body: drop it, so the connection is free again (keep-alive, close).
        request.raw.resume();
        return reply
          .status(405)
          .header('allow', 'GET, HEAD')
          .header('cache-control', 'no-store')
          .send({
            error: {
              code: 'method_not_allowed',
              message: `${request.method} is not allowed on ${path}: pages answer GET and HEAD`,
            },
          });
      }
      const key = await guestPageKey(request);
      if (key === null) {
        const { response } = await render(request, reply);
        return sendWebResponse(reply, response);
      }
      const kept = guestPages.get(key);
      if (kept) return sendCached(request, reply, kept);
      if (request.method === 'HEAD') {
        const { response } = await render(request, reply);
        return sendWebResponse(reply, response);
      }
      // Concurrent misses of one key wait for one render; the first request answers from it.
      let own: { response: Response; body?: Buffer } | undefined;
      let isFirst = false;
      const rendered = guestPages.coalesce(key, async () => {
        isFirst = true;
        const { response, nonce } = await render(request, reply);
        own = { response };
        if (!isGuestPage(response)) return null;
        own.body = Buffer.from(await response.arrayBuffer());
        guestPages.set(key, { ...pageOf(response), body: own.body, nonce });
        return guestPages.get(key) ?? null;
      });
      // A waiter whose leader failed renders on its own; the leader's error is its own.
      const page = await rendered.catch((error: unknown) => {
        if (isFirst) throw error;
        return null;
      });
      if (own) {
        reply.header('x-guest-cache', own.body ? 'miss' : 'bypass');
        if (own.body) {
          sendHeaders(reply, own.response);
          return reply.send(own.body);
        }
        return sendWebResponse(reply, own.response);
      }
      if (page) return sendCached(request, reply, page);
      const { response } = await render(request, reply);
      return sendWebResponse(reply, response);
    });
  });

  /**
   * Everything a guest page varies by: the site's own variant (its cookies; null for a
   * personal page), the full URL, country, phone or not, the modes read live, the build and
   * the content and catalog versions. Null: never shared.
   */
  async function guestPageKey(request: FastifyRequest) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (app.config.GUEST_PAGE_CACHE_SECONDS === 0) return null;
    const url = `${request.protocol}://${request.host}${request.url}`;
    const variant = guestPageVariant(
      url,
      request.headers.cookie,
      request.headers.authorization !== undefined,
    );
    if (variant === null) return null;
    return JSON.stringify([
      url,
      variant,
      requestCountry(request),
      isMobileUserAgent(request.headers['user-agent']),
      app.config.MAINTENANCE_MODE,
      app.config.GUEST_CHAT_ENABLED,
      app.config.SPORTSBOOK_ENABLED,
      app.buildId,
      app.content.cache.version,
      await app.games.catalogVersion.get(),
    ]);
  }
}

/** The site's mark of a guest page (apps/web/app/lib/cache-control.server.ts, GUEST_CACHE). */
const GUEST_CACHE = 'public, no-cache';

/** A reply the site marked as a guest's (shared caches may keep it) and that sets nothing. */
function isGuestPage(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get('cache-control') === GUEST_CACHE &&
    response.headers.getSetCookie().length === 0 &&
    response.body !== null
  );
}

function pageOf(response: Response) {
  return { status: response.status, headers: [...response.headers] as Array<[string, string]> };
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const controller = new AbortController();
  request.raw.once('close', () => controller.abort());
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

function sendHeaders(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  sendHeaders(reply, response);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
