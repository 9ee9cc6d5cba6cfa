import { createHmac, timingSafeEqual } from 'node:crypto';

/** hex HMAC-SHA256 of the raw body with the auth token (X-REQUEST-SIGN). */
export function signSoftswiss(authToken: string, body: Buffer | string): string {
  return createHmac('sha256', authToken).update(body).digest('hex');
}

export function verifySoftswiss(authToken: string, body: Buffer, signature: string | undefined) {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(
    Buffer.from(signature.toLowerCase(), 'hex'),
    Buffer.from(signSoftswiss(authToken, body), 'hex'),
  );
}
