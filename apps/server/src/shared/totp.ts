import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s) through otplib, for operators (docs/decisions/023)
// and players (issue 35).

export function newTotpSecret(): string {
  return generateSecret();
}

/** What an authenticator app scans: the otpauth URI and its QR code (SVG). */
export async function totpEnrolment(secret: string, email: string, issuer: string) {
  const otpauthUri = generateURI({ issuer, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
  return { secret, otpauthUri, qrSvg };
}

/**
 * The time step a code matches within one step either side of `now`, or null. A step at or
 * before `lastStep` is refused: a code works once.
 */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten single-use recovery codes, `xxxxx-xxxxx` from an alphabet without look-alikes. */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Recovery codes compare without case, spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
