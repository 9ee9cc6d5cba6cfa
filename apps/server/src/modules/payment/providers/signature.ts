import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider, ProviderEvent } from './types.ts';

/** Header of the sandbox providers' webhooks: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** A signature older (or further in the future) than this is refused: replays die with it. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const digest = (secret: string, timestamp: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** The header value for `body` (the exact bytes sent), Stripe style: timestamp + body signed. */
export function signPayload(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Checks the header against the raw body; any `v1` may match (secrets being rotated). */
export function verifySignature(
  secret: string,
  header: string | string[] | undefined,
  body: Buffer,
  now: Date,
): SignatureCheck {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return { ok: false, reason: 'missing signature' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const [name, ...rest] = part.trim().split('=');
    const item = rest.join('=');
    if (name === 't' && /^\d{1,12}$/.test(item)) timestamp = Number(item);
    if (name === 'v1' && /^[0-9a-f]{64}$/.test(item)) signatures.push(item);
  }
  if (timestamp === null || signatures.length === 0) {
    return { ok: false, reason: 'malformed signature' };
  }
  const age = Math.abs(now.getTime() / 1000 - timestamp);
  if (age > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'signature too old' };
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  return matches ? { ok: true } : { ok: false, reason: 'signature does not match' };
}

/**
 * A sandbox provider's `parseWebhook`: the signature header checked against the raw body first,
 * then the body parsed with `schema` and turned into the provider's event by `toEvent`. Every
 * sandbox provider (card, Pix, crypto) reads its webhooks this way.
 */
export function signedWebhookReader<T>(
  schema: { parse(value: unknown): T },
  secret: () => Promise<string>,
  toEvent: (event: T) => ProviderEvent,
): PaymentProvider['parseWebhook'] {
  return async (rawBody, headers, now) => {
    const check = verifySignature(await secret(), headers[SIGNATURE_HEADER], rawBody, now);
    if (!check.ok) return check;
    let event: T;
    try {
      event = schema.parse(JSON.parse(rawBody.toString('utf8')));
    } catch {
      return { ok: false, reason: 'unreadable event' };
    }
    return { ok: true, event: toEvent(event) };
  };
}
