import {
  ContentGroupParamsSchema,
  ContentGroupResponseSchema,
  ContentQuerySchema,
} from '@casino/contracts';
import { contentApi } from '@casino/contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../shared/contract-route.ts';
import { errors } from '../../shared/http.ts';
import type { ContentContext } from './context.ts';
import { unwrap } from './failures.ts';
import { getGroup } from './operations/get-group.ts';
import { getPage } from './operations/get-page.ts';
import { getSiteGroups } from './operations/get-site-groups.ts';
import { listPages } from './operations/list-pages.ts';
import { matchRedirect } from './operations/match-redirect.ts';

const tags = ['content'];
/** Shared caches may keep published content a minute and serve it stale while refetching. */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Sends a cached answer with its ETag: a matching If-None-Match gets 304 and no body. Preview
 * answers (drafts) are never stored by a cache.
 */
function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { value, etag }: { value: T; etag: string },
): T | FastifyReply {
  const isPreview = Boolean((request.query as { preview?: string }).preview);
  reply.header('cache-control', isPreview ? 'private, no-store' : PUBLIC_CACHE);
  reply.header('etag', etag);
  if (!isPreview && request.headers['if-none-match'] === etag) return reply.status(304).send();
  return value;
}

/** Public read API of the content store, in the asked locale with default-locale fallback. */
export function contentRoutes(ctx: ContentContext): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(app, contentApi.getSiteGroups, {
      tags,
      summary:
        'The groups every page needs (alerts, fields-settings, global-components, layout, modals)',
      errors: [400, 401],
      handler: async (request, reply) =>
        sendCached(request, reply, unwrap(await getSiteGroups(ctx, request.query))),
    });

    app.get(
      '/groups/:group',
      {
        schema: {
          tags,
          summary: 'One group: each key in the locale, or in the default locale when missing',
          params: ContentGroupParamsSchema,
          querystring: ContentQuerySchema,
          response: { 200: ContentGroupResponseSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          unwrap(await getGroup(ctx, { ...request.query, group: request.params.group })),
        ),
    );

    contractRoute(app, contentApi.listPages, {
      tags,
      summary: 'Pages of a type (static, questions, promotions), ordered',
      errors: [400, 401],
      handler: async (request, reply) =>
        sendCached(
          request,
          reply,
          unwrap(await listPages(ctx, { ...request.query, type: request.params.type })),
        ),
    });

    contractRoute(app, contentApi.getPage, {
      tags,
      summary: 'One page with its Markdown rendered to HTML; 404 for an unknown identity',
      errors: [400, 401, 404],
      handler: async (request, reply) => {
        const page = await getPage(ctx, { ...request.query, ...request.params });
        return sendCached(request, reply, unwrap(page));
      },
    });

    contractRoute(app, contentApi.matchRedirect, {
      tags,
      summary: 'The redirect rule for a requested path (a content redirect rule), or null',
      errors: [400],
      handler: async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE);
        return { redirect: await matchRedirect(ctx, { path: request.query.path }) };
      },
    });
  };
}
