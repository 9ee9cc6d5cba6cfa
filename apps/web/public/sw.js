/*
 * The site's service worker (docs/decisions/022), served from /sw.js with no-cache.
 * - hashed build assets (/assets/*, never the build manifest under /assets/builds/): cache first;
 * - page navigations: network first; a guest page the server marked public may be kept for
 *   offline use, anything else (signed-in pages are `private, no-store`) never is; offline, the
 *   kept copy or the offline page in the page's language;
 * - everything else, above all /api/ and the games' /provider, is not touched: never cached.
 */
const VERSION = 'v1';
const ASSETS = `casino-assets-${VERSION}`;
const PAGES = `casino-pages-${VERSION}`;
const OFFLINE = `casino-offline-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const MAX_ASSETS = 200;
const MAX_PAGES = 20;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = [ASSETS, PAGES, OFFLINE];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('casino-') && !current.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/provider')) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
  } else if (url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/assets/builds/')) {
    event.respondWith(asset(request));
  }
});

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache, MAX_ASSETS);
  }
  return response;
}

/** A guest page: 200, public, never private or no-store (the server marks signed-in pages so). */
function isShareable(response) {
  const control = response.headers.get('cache-control') || '';
  return (
    response.ok &&
    response.type === 'basic' &&
    /\bpublic\b/.test(control) &&
    !/\b(private|no-store)\b/.test(control)
  );
}

async function page(request, url) {
  try {
    const response = await fetch(request);
    if (isShareable(response)) {
      const cache = await caches.open(PAGES);
      await cache.put(request, response.clone());
      await trim(cache, MAX_PAGES);
    } else {
      // A personal answer for this address replaces nothing and leaves no older copy behind.
      await caches.open(PAGES).then((cache) => cache.delete(request));
    }
    return response;
  } catch {
    const kept = await caches.open(PAGES).then((cache) => cache.match(request));
    if (kept) return kept;
    return offlinePage(url);
  }
}

/** The offline page (all languages inside) shown in the language of the address asked for. */
async function offlinePage(url) {
  const kept = await caches.open(OFFLINE).then((cache) => cache.match(OFFLINE_URL));
  if (!kept) return Response.error();
  const page = await kept.text();
  // The page's own sections name its languages, so this worker keeps no list of them.
  const codes = [...page.matchAll(/<section lang="([a-z-]+)"/g)].map((m) => m[1]);
  const locale = codes.find(
    (code) => url.pathname === `/${code}` || url.pathname.startsWith(`/${code}/`),
  );
  const html = page.replace('<html lang="en"', `<html lang="${locale || 'en'}"`);
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
    },
  });
}

async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}
