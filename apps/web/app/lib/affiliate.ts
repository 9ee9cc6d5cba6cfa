/**
 * Affiliate capture (docs/product/states.md, spec section 4 "Affiliate"): `affiliate_id` and
 * `token` in the URL are kept for guests as `affiliateTag` and `affiliateToken` (local storage),
 * sent with a registration (also a social one) and removed once the visitor is logged in.
 */
const TAG = 'affiliateTag';
const TOKEN = 'affiliateToken';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function clearAffiliate() {
  storage()?.removeItem(TAG);
  storage()?.removeItem(TOKEN);
}

/**
 * At mount: logged in removes both; a guest with `affiliate_id` or `token` in the URL keeps
 * them; neither present and no back-navigation entry (a fresh visit) removes both.
 */
export function captureAffiliate(isLoggedIn: boolean, url: URL, hasHistory: boolean) {
  const store = storage();
  if (!store) return;
  if (isLoggedIn) return clearAffiliate();
  const tag = url.searchParams.get('affiliate_id')?.trim().slice(0, 250);
  const token = url.searchParams.get('token')?.trim().slice(0, 250);
  if (tag || token) {
    if (tag) store.setItem(TAG, tag);
    if (token) store.setItem(TOKEN, token);
    return;
  }
  if (!hasHistory) clearAffiliate();
}

/** What a registration sends (only the values kept). */
export function affiliateFields(): { affiliateTag?: string; affiliateToken?: string } {
  const store = storage();
  const tag = store?.getItem(TAG);
  const token = store?.getItem(TOKEN);
  return { ...(tag ? { affiliateTag: tag } : {}), ...(token ? { affiliateToken: token } : {}) };
}
