import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token for a link or a refresh token (43 url-safe characters). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored instead of a token: a leaked table row cannot be used as a token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
