import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { createInjectTransport } from './inject-transport.ts';
import { drawNonce, sitePageHeaders } from './security-headers.ts';
import { registerSeoFiles } from './seo-files.ts';

interface BuildMeta {
  id: string;
  timestamp: number;
}

/** Hosts the React Router build: hashed assets, build manifest, SEO files and SSR. */
export async function registerWeb(
  app: FastifyInstance,
  listLocales: () => Promise<Array<{ code: string }>>,
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
  const { apiContext, cspNonceContext } = build.entry.module as unknown as {
    apiContext: RouterContextKey;
    cspNonceContext: RouterContextKey;
  };
  const siteOrigin = new URL(app.config.PUBLIC_URL).origin;
  const transport = createInjectTransport(app);

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
      const context = new RouterContextProvider();
      context.set(apiContext, transport(request));
      const nonce = drawNonce();
      context.set(cspNonceContext, nonce);
      const response = await handleRequest(toWebRequest(request), context);
      reply.headers(sitePageHeaders({ nonce, siteOrigin, gameOrigin: app.gameOrigin.url() }));
      // The site says what may be cached (docs/decisions/017); an answer it did not mark
      // (a redirect thrown before its middleware) is kept by nobody.
      if (!response.headers.has('cache-control'))
        reply.header('cache-control', 'private, no-store');
      return sendWebResponse(reply, response);
    });
  });
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

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
