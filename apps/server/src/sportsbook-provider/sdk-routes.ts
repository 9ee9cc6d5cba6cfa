import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { FastifyPluginAsync } from 'fastify';
import type { SportsbookContext } from './context.ts';

export interface SdkScript {
  body: Buffer;
  gzip: Buffer;
}

/** The SDK (apps/game-client/src/sportsbook) bundled and minified by esbuild, once per process. */
async function bundle(): Promise<SdkScript> {
  const result = await build({
    entryPoints: [fileURLToPath(import.meta.resolve('@casino/game-client/entry/sportsbook-sdk'))],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: ['es2022', 'chrome110', 'safari16', 'firefox115'],
    legalComments: 'none',
    logLevel: 'silent',
  });
  const body = Buffer.from(result.outputFiles[0]!.contents);
  return { body, gzip: gzipSync(body, { level: 9 }) };
}

let cached: Promise<SdkScript> | null = null;

export function sdkScript(): Promise<SdkScript> {
  cached ??= bundle().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/**
 * `GET /sportsbook/sdk.js`: the script a site loads on its betting page (`window.BetSdk`).
 * A fixed URL (sites embed it), so cached for five minutes rather than forever.
 */
export function sdkRoutes(_ctx: SportsbookContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/sdk.js', { schema: { hide: true } }, async (request, reply) => {
      const script = await sdkScript();
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .header('vary', 'accept-encoding');
      if (gzip) reply.header('content-encoding', 'gzip');
      return reply.send(gzip ? script.gzip : script.body);
    });
  };
}
