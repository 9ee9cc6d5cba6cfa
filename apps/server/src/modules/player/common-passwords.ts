import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * The 100,000 most common passwords (apps/server/resources/README.md), checked offline. Read on the
 * first check, not at boot: most requests never need the set (about 1 MB in memory).
 */
const LIST = new URL('../../../resources/common-passwords.txt.gz', import.meta.url);

let common: Set<string> | null = null;

function loadCommonPasswords(): Set<string> {
  common ??= new Set(gunzipSync(readFileSync(LIST)).toString('utf8').split('\n').filter(Boolean));
  return common;
}

/** True when the password, as typed or in lower case, is one of the most common. */
export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  return list.has(password) || list.has(password.toLowerCase());
}
