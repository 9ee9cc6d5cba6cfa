import { createHash, randomBytes } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A session cookie's token: 256 random bits. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** An API key: `bo_` + 256 random bits; the first 10 characters are kept to recognise it. */
export const newApiKey = () => `bo_${randomBytes(32).toString('base64url')}`;

/** Recovery codes: ten groups of `xxxxx-xxxxx` (base32-like, no look-alike characters). */
export { newRecoveryCodes, normaliseRecoveryCode } from '../../shared/totp.ts';

/** A one-time password for a new operator: 18 random characters. */
export const newOperatorPassword = () => randomBytes(14).toString('base64url');

/** The one-time setup secret of a CLI-made admin: 256 random bits. */
export const newSetupToken = () => randomBytes(32).toString('base64url');
