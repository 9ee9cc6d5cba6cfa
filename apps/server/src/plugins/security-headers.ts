import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let taken = 0;

/**
 * A fresh Content-Security-Policy nonce: 128 random bits, base64. The bits come from the
 * system's CSPRNG 256 nonces at a time (one call instead of one per page, as crypto.randomUUID
 * does); each is handed out once.
 */
export function drawNonce(): string {
  if (taken >= pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    taken = 0;
  }
  const nonce = pool.toString('base64', taken, taken + NONCE_BYTES);
  taken += NONCE_BYTES;
  return nonce;
}

export interface PagePolicy {
  nonce: string;
  /** The site's origin (PUBLIC_URL): its websocket is named for browsers without CSP3 'self'. */
  siteOrigin: string;
  /** The built-in provider's game origin, the only page the site frames besides widgets. */
  gameOrigin: string;
  /** Widgets in force (Sumsub WebSDK, Zendesk, Freshchat): their scripts and hosts. */
  widgets?: { scripts: readonly string[]; hosts: readonly string[] };
}

/**
 * The site's Content-Security-Policy: scripts only from our origin or carrying this request's
 * nonce; style attributes are allowed ('unsafe-inline' styles), inline script never is.
 */
export function contentSecurityPolicy({
  nonce,
  siteOrigin,
  gameOrigin,
  widgets,
}: PagePolicy): string {
  const socket = siteOrigin.replace(/^http/, 'ws');
  const scripts = widgets?.scripts.length ? ` ${widgets.scripts.join(' ')}` : '';
  const hosts = widgets?.hosts.length ? ` ${widgets.hosts.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${scripts}`,
    `style-src 'self' 'unsafe-inline'${hosts}`,
    `img-src 'self' data:${hosts}`,
    `font-src 'self'${hosts}`,
    `connect-src 'self' ${socket}${hosts}`,
    `frame-src ${gameOrigin}${hosts}`,
    // The service worker (/sw.js) and the web app manifest: our own files only (ADR 022).
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers of every page the site renders, besides the policy's. */
export function sitePageHeaders(policy: PagePolicy): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(policy),
    // Nothing of ours needs these; the game frame may go full screen.
    'permissions-policy': `camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self "${policy.gameOrigin}")`,
  };
}

/**
 * Every reply (pages, API, files): no MIME sniffing and no full URL in cross-site Referers;
 * in live mode HSTS. A route that set its own value (the provider's no-referrer) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const isLive = app.config.SITE_MODE === 'live';
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) {
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    }
    if (isLive) reply.header('strict-transport-security', 'max-age=31536000');
  });
}
