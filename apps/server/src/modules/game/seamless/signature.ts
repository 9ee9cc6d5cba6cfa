import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SEAMLESS_MAX_SKEW_SECONDS,
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
} from '@casino/contracts';

/** hex HMAC-SHA256 of `${timestamp}.${rawBody}` (seamless.ts). */
export function seamlessSignature(secret: string, timestamp: number, body: Buffer | string) {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** Headers of a signed seamless call (what a provider sends; tests and clients use it). */
export function signSeamless(secret: string, body: string, now = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [SEAMLESS_TIMESTAMP_HEADER]: String(timestamp),
    [SEAMLESS_SIGNATURE_HEADER]: seamlessSignature(secret, timestamp, body),
  };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Checks a call's signature over its raw body; the reason when refused. */
export function verifySeamless(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
  now: Date,
): { ok: true } | { ok: false; reason: string } {
  const stamp = single(headers[SEAMLESS_TIMESTAMP_HEADER]);
  const signature = single(headers[SEAMLESS_SIGNATURE_HEADER]);
  if (!stamp || !signature) return { ok: false, reason: 'missing signature' };
  if (!/^\d{1,12}$/.test(stamp) || !/^[0-9a-f]{64}$/i.test(signature)) {
    return { ok: false, reason: 'malformed signature' };
  }
  const timestamp = Number(stamp);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SEAMLESS_MAX_SKEW_SECONDS) {
    return { ok: false, reason: 'timestamp out of range' };
  }
  const expected = Buffer.from(seamlessSignature(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return timingSafeEqual(given, expected)
    ? { ok: true }
    : { ok: false, reason: 'signature does not match' };
}
