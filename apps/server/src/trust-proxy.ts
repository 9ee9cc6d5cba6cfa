import { isIP } from 'node:net';

/** Fastify's `trustProxy`: none (false), the nearest N hops, or these proxy addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY as Fastify takes it. Unset stays undefined (live mode wants it said), `false`
 * believes no X-Forwarded-For, a number believes that many hops, a list believes those
 * proxies. `true` (believe anyone) is refused: it lets any client pick its own address.
 */
export function parseTrustProxy(
  value: string | undefined,
): { ok: true; value: TrustProxy | undefined } | { ok: false; error: string } {
  if (value === undefined) return { ok: true, value: undefined };
  const text = value.trim();
  if (text === 'false' || text === '0') return { ok: true, value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10
      ? { ok: true, value: hops }
      : { ok: false, error: 'a hop count is at most 10' };
  }
  const entries = text.split(',').map((e) => e.trim());
  const wrong = entries.filter((e) => !isAddressOrCidr(e));
  if (wrong.length > 0) {
    return {
      ok: false,
      error: `false, a hop count, or proxy addresses/CIDRs (not ${wrong.join(', ')})`,
    };
  }
  return { ok: true, value: entries };
}
