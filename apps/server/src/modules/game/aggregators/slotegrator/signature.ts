import { createHmac, timingSafeEqual } from 'node:crypto';
import { SLOTEGRATOR_MAX_SKEW_SECONDS } from '@casino/contracts';

/** The three auth headers Slotegrator signs along with the request's params. */
export interface SlotegratorAuth {
  merchantId: string;
  timestamp: string;
  nonce: string;
}

/**
 * What X-Sign covers: the params as sent plus X-Merchant-Id, X-Timestamp and X-Nonce, sorted by
 * (top-level) key, form-encoded. Pairs of one key (`rollback_transactions[0][action]`, …) keep
 * the order they were sent in.
 */
export function slotegratorSigned(pairs: [string, string][], auth: SlotegratorAuth): string {
  const all: [string, string][] = [
    ...pairs,
    ['X-Merchant-Id', auth.merchantId],
    ['X-Timestamp', auth.timestamp],
    ['X-Nonce', auth.nonce],
  ];
  const top = (key: string) => key.split('[', 1)[0]!;
  const sorted = all
    .map((pair, index) => ({ pair, index }))
    .sort((a, b) => {
      const [x, y] = [top(a.pair[0]), top(b.pair[0])];
      return x < y ? -1 : x > y ? 1 : a.index - b.index;
    })
    .map(({ pair }) => pair);
  return new URLSearchParams(sorted).toString();
}

/** hex HMAC-SHA1 with the merchant key (X-Sign). */
export function signSlotegrator(
  merchantKey: string,
  pairs: [string, string][],
  auth: SlotegratorAuth,
): string {
  return createHmac('sha1', merchantKey).update(slotegratorSigned(pairs, auth)).digest('hex');
}

/** Checks X-Sign and the timestamp's freshness; the reason when refused. */
export function verifySlotegrator(
  merchantKey: string,
  pairs: [string, string][],
  auth: Partial<SlotegratorAuth>,
  sign: string | undefined,
  now: Date,
): { ok: true } | { ok: false; reason: string } {
  const { merchantId, timestamp, nonce } = auth;
  if (!merchantId || !timestamp || !nonce || !sign) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{40}$/i.test(sign)) {
    return { ok: false, reason: 'malformed' };
  }
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SLOTEGRATOR_MAX_SKEW_SECONDS) {
    return { ok: false, reason: 'stale timestamp' };
  }
  const expected = Buffer.from(
    signSlotegrator(merchantKey, pairs, { merchantId, timestamp, nonce }),
    'hex',
  );
  return timingSafeEqual(Buffer.from(sign.toLowerCase(), 'hex'), expected)
    ? { ok: true }
    : { ok: false, reason: 'does not match' };
}

/**
 * A form body's pairs as sent and the params they spell: `a[0][b]=x` becomes `{ a: [{ b: x }] }`,
 * `a[]=x` a list of strings; a key seen twice keeps its first value.
 */
export function parseSlotegratorForm(raw: string): {
  pairs: [string, string][];
  params: Record<string, unknown>;
} {
  const pairs = [...new URLSearchParams(raw)] as [string, string][];
  // No prototype: a key named __proto__ is a plain (unknown) field.
  const params: Record<string, unknown> = Object.create(null);
  for (const [key, value] of pairs) {
    const indexed = /^([a-z_]{1,64})\[(\d{1,2})\]\[([a-z_]{1,64})\]$/.exec(key);
    const listed = /^([a-z_]{1,64})\[\]$/.exec(key);
    if (indexed) {
      const [, name, index, field] = indexed as unknown as [string, string, string, string];
      const list = Array.isArray(params[name]) ? (params[name] as unknown[]) : [];
      params[name] = list;
      list[Number(index)] ??= Object.create(null);
      const item = list[Number(index)] as Record<string, string>;
      item[field] ??= value;
    } else if (listed) {
      const name = listed[1]!;
      const list = Array.isArray(params[name]) ? (params[name] as unknown[]) : [];
      params[name] = [...list, value];
    } else if (!(key in params)) {
      params[key] = value;
    }
  }
  return { pairs, params };
}
