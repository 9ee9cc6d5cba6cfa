import { INDEXABLE_PATHS, localizePath, PRIVATE_PATH_PREFIXES } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** /robots.txt and /sitemap.xml with hreflang alternates for every enabled locale. */
export function registerSeoFiles(
  app: FastifyInstance,
  listLocales: () => Promise<Array<{ code: string }>>,
) {
  const origin = app.config.PUBLIC_URL;

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    const lines = ['User-agent: *'];
    if (app.config.MAINTENANCE_MODE) lines.push('Disallow: /');
    else for (const prefix of PRIVATE_PATH_PREFIXES) lines.push(`Disallow: ${prefix}`);
    lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const [locales, ...extra] = await Promise.all([
      listLocales(),
      ...app.sitemapSources.map((source) => source()),
    ]);
    const base = origin;
    const paths = [...new Set([...INDEXABLE_PATHS, ...extra.flat()])];
    const urls = paths.flatMap((path) => {
      const alternates = locales
        .map(
          (l) =>
            `    <xhtml:link rel="alternate" hreflang="${l.code}" href="${escapeXml(base + localizePath(path, l.code))}"/>`,
        )
        .concat(
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + path)}"/>`,
        )
        .join('\n');
      return locales.map(
        (l) =>
          `  <url>\n    <loc>${escapeXml(base + localizePath(path, l.code))}</loc>\n${alternates}\n  </url>`,
      );
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}
