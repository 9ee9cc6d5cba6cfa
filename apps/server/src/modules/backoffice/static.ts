import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The back office's own page policy: its scripts and styles only, never framed. */
const BACKOFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/**
 * Serves the built back-office app (apps/backoffice, its own Vite bundle) under /backoffice:
 * hashed assets for a year, every other path the app's index.html. Without a build (API
 * tests, a server started before `npm run build`) /backoffice says how to build it.
 */
export async function registerBackofficeApp(app: FastifyInstance, buildDir: string) {
  const root = resolve(buildDir);
  const indexFile = join(root, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/backoffice/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(res, path) {
        const isHashed = path.includes('/assets/');
        res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.header('content-security-policy', BACKOFFICE_CSP);
      },
    });
  }
  const index = built ? readFileSync(indexFile, 'utf8') : null;
  const page = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    if (!index) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built: run "npm run build".');
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', BACKOFFICE_CSP)
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(index);
  };
  app.get('/backoffice', { schema: { hide: true } }, page);
  app.get('/backoffice/*', { schema: { hide: true } }, page);
}
