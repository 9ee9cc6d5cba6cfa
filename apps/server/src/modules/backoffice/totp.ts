import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s) through otplib; docs/decisions/023.

const ISSUER = 'Aurora Casino back office';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrolment(secret: string, email: string) {
  const otpauthUri = generateURI({ issuer: ISSUER, label: email, secret });
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
