const MOBILE = /Mobi|Android|iPhone|iPad|iPod|IEMobile|Opera Mini|BlackBerry|webOS/i;

/**
 * True for phones and tablets, from the User-Agent header
 * (docs/product/api-calls.md#request-headers: mobile from user agent).
 */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return Boolean(userAgent && MOBILE.test(userAgent));
}
