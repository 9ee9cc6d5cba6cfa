import type { FastifyInstance } from 'fastify';
import { adminContentRoutes } from './admin-routes.ts';
import { type ContentContext, createContentContext } from './context.ts';
import { listSitemapPaths } from './operations/list-sitemap-paths.ts';
import { contentRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentContext;
  }
}

/**
 * The content store: public reads under /api/content, the operator API under
 * /api/admin/content (needs `operatorAccess`, registered in app.ts), and the
 * content pages in the sitemap.
 */
export async function registerContent(app: FastifyInstance) {
  const content = createContentContext({
    db: app.db,
    previewToken: app.config.CONTENT_PREVIEW_TOKEN ?? null,
    cacheTtlMs: app.config.CONTENT_CACHE_SECONDS * 1000,
  });
  app.decorate('content', content);
  app.sitemapSources.push(() => listSitemapPaths(content));
  await app.register(contentRoutes(content), { prefix: '/api/content' });
  await app.register(adminContentRoutes(content), { prefix: '/api/admin/content' });
}
