import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * Who may open the realtime socket. A browser always sends Origin: only the site's own is let
 * in (PUBLIC_URL; in sandbox also the address the request came to, for a site reached by
 * another name or port), so another site's page cannot ride a visitor's session. No Origin
 * means a non-browser client, which could send any Origin anyway.
 */
export function isAllowedOrigin(
  request: FastifyRequest,
  config: Pick<Config, 'PUBLIC_URL' | 'SITE_MODE'>,
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(config.PUBLIC_URL).origin) return true;
  return config.SITE_MODE === 'sandbox' && url.host === request.headers.host;
}

/** Open sockets per client address on this instance (REALTIME_CONNECTIONS_PER_ADDRESS). */
export function createAddressCounter(limit: number) {
  const open = new Map<string, number>();
  return {
    /** Counts one more socket from `address`; false (nothing counted) when it is at the cap. */
    tryOpen(address: string): boolean {
      const count = open.get(address) ?? 0;
      if (count >= limit) return false;
      open.set(address, count + 1);
      return true;
    },
    close(address: string) {
      const count = (open.get(address) ?? 1) - 1;
      if (count > 0) open.set(address, count);
      else open.delete(address);
    },
  };
}

/**
 * Commands one socket may send: a bucket refilled at the per-second rate, holding twice that but
 * never less than `minBurst`, so the connect frame with all its subscribes (sent together on
 * every reconnect) passes while a flood does not.
 */
export function createCommandBudget(
  perSecond: number,
  minBurst: number,
  now: () => number = Date.now,
) {
  const capacity = Math.max(perSecond * 2, minBurst);
  let tokens = capacity;
  let last = now();
  return {
    /** Takes `count` commands from the budget; false once it is overdrawn. */
    take(count: number): boolean {
      const at = now();
      tokens = Math.min(capacity, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      tokens -= count;
      return tokens >= 0;
    },
  };
}
