import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../shared/errors.ts';
import type { GameContext } from '../context.ts';
import { createTileCache } from './tile-cache.ts';

/**
 * Generated tile art (3:4 SVG, gzip when accepted). The URL carries the art's version, so a
 * matching `v` is cached for a year (immutable); any other `v` only briefly.
 */
export function imageRoutes(ctx: GameContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tileOf = createTileCache(ctx);
    app.get(
      '/images/:file',
      {
        schema: {
          tags: ['game'],
          summary: 'Tile image of a game (SVG, 3:4), versioned URL from the game’s `image`',
          params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,128}\.svg$/) }),
          querystring: z.object({ v: z.string().max(32).optional() }),
        },
      },
      async (request, reply) => {
        const identity = request.params.file.slice(0, -'.svg'.length);
        const tile = await tileOf(identity);
        if (!tile) throw notFound('Image');
        const current = new URL(tile.path, 'http://x').searchParams.get('v');
        reply
          .header('content-type', 'image/svg+xml')
          .header('x-content-type-options', 'nosniff')
          .header('vary', 'accept-encoding')
          .header(
            'cache-control',
            request.query.v === current
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=300',
          );
        if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
          return reply.header('content-encoding', 'gzip').send(tile.gzip);
        }
        return reply.send(tile.svg);
      },
    );
  };
}
