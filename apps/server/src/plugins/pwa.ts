import { textDirection } from '@casino/contracts/locale';
import type { FastifyInstance } from 'fastify';

/** The site's texts for installing it, read from the web build (apps/web/app/lib/pwa.server.ts). */
export interface InstallTexts {
  name: string;
  description: string;
  offline: { title: string; text: string; retry: string };
}

/** Colours of the design (apps/web/app/styles/tokens.css): the page and the brand gradient. */
const BACKGROUND = '#0b1020';
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The web app manifest of one enabled language: name, start page, colours, icons. */
export function webAppManifest(locale: string, isDefault: boolean, texts: InstallTexts) {
  const start = isDefault ? '/' : `/${locale}`;
  return {
    id: '/',
    name: texts.name,
    short_name: texts.name,
    description: texts.description,
    lang: locale,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    icons: ICONS,
  };
}

/**
 * The page the service worker shows offline: every enabled language inside, the one of
 * `<html lang>` shown (the worker sets it from the address asked for). No script at all.
 */
export function offlinePage(texts: Array<{ locale: string; texts: InstallTexts }>): string {
  const sections = texts
    .map(
      ({ locale, texts: t }) =>
        `<section lang="${escapeHtml(locale)}" dir="${textDirection(locale)}"><svg viewBox="0 0 32 32" width="56" height="56" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#5b74ff"/><path d="M16 6l3 6.1 6.7 1-4.8 4.7 1.1 6.7L16 21.3l-6 3.2 1.1-6.7-4.8-4.7 6.7-1z" fill="#fff"/></svg><h1>${escapeHtml(t.offline.title)}</h1><p>${escapeHtml(t.offline.text)}</p><a href="">${escapeHtml(t.offline.retry)}</a><small>${escapeHtml(t.name)}</small></section>`,
    )
    .join('');
  const shown = texts
    .map(({ locale }) => `html[lang="${locale}"] section[lang="${locale}"]`)
    .join(',');
  const title = texts[0]?.texts.name ?? '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="${BACKGROUND}"><title>${escapeHtml(title)}</title><style>
html,body{margin:0;min-height:100%;background:${BACKGROUND};color:#e8ebf5;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{display:flex;min-height:100vh;min-height:100dvh;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}
section{display:none;max-width:420px;text-align:center}${shown}{display:block}
h1{font-size:1.5rem;margin:20px 0 8px}p{line-height:1.5;color:#b7bdd3;margin:0 0 24px}
a{display:inline-block;min-height:48px;line-height:48px;padding:0 28px;border-radius:12px;background:linear-gradient(135deg,#7b5aec,#306cef);color:#fff;font-weight:600;text-decoration:none}
small{display:block;margin-top:32px;color:#7d84a0}
</style></head><body>${sections}</body></html>`;
}

/**
 * /manifest.webmanifest (`?locale=` for another enabled language) and /offline.html; the
 * worker itself and the icons are files of the web build (public/sw.js, public/icons).
 */
export function registerPwaFiles(
  app: FastifyInstance,
  listLocales: () => Promise<Array<{ code: string; isDefault?: boolean }>>,
  installTexts: (locale: string) => InstallTexts,
) {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const locales = await listLocales();
    const asked = (request.query as { locale?: unknown }).locale;
    const locale =
      locales.find((l) => l.code === asked) ?? locales.find((l) => l.isDefault) ?? locales[0];
    const code = locale?.code ?? 'en';
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(webAppManifest(code, locale?.isDefault ?? true, installTexts(code))));
  });

  app.get('/offline.html', { schema: { hide: true } }, async (_request, reply) => {
    const locales = await listLocales();
    const ordered = [...locales].sort(
      (a, b) => Number(b.isDefault ?? false) - Number(a.isDefault ?? false),
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
      )
      .send(offlinePage(ordered.map(({ code }) => ({ locale: code, texts: installTexts(code) }))));
  });
}
