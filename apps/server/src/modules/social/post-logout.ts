import { localizePath } from '@casino/contracts/site';
import type { Db } from '@casino/db';
import { listLocales } from '../settings/service.ts';

/**
 * Every enabled locale's home, `{PUBLIC_URL}/` for the default and `{PUBLIC_URL}/de` for German:
 * the places a provider's logout may send the player back to (spec section 2, page-change rule 5:
 * after logout the player lands on the localized home). Each must be registered at the provider
 * as a post-logout redirect URI; the embedded provider registers them all.
 */
export async function postLogoutUrls(db: Db, publicUrl: string): Promise<Map<string, string>> {
  const locales = await listLocales(db);
  return new Map(locales.map((l) => [l.code, `${publicUrl}${localizePath('/', l.code)}`]));
}

/**
 * The post-logout redirect URIs the embedded provider accepts: the site's root and every enabled
 * locale's home, each once.
 */
export async function registeredPostLogoutUris(db: Db, publicUrl: string): Promise<string[]> {
  return [...new Set([`${publicUrl}/`, ...(await postLogoutUrls(db, publicUrl)).values()])];
}
