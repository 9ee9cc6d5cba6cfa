import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';

/** A PEM from configuration: `\n` written as two characters in an env file is a newline. */
export const pemOf = (value: string) => value.replace(/\\n/g, '\n').trim();

/** Base64 RSA-SHA256 signature of the body bytes (what Hub88 puts in X-Hub88-Signature). */
export function signHub88(privateKeyPem: string, body: Buffer | string): string {
  return sign('sha256', Buffer.from(body), createPrivateKey(pemOf(privateKeyPem))).toString(
    'base64',
  );
}

/** Whether `signature` (base64) is Hub88's RSA-SHA256 signature of exactly these bytes. */
export function verifyHub88(publicKeyPem: string, body: Buffer, signature: string | undefined) {
  if (!signature || !/^[A-Za-z0-9+/=]{16,2048}$/.test(signature)) return false;
  try {
    return verify(
      'sha256',
      body,
      createPublicKey(pemOf(publicKeyPem)),
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}
