const MOBILE = /Mobi|Android|iPhone|iPad|iPod|IEMobile|Opera Mini|BlackBerry|webOS/i;

/** True for phones and tablets, from the User-Agent header (spec 7: mobile from user agent). */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return Boolean(userAgent && MOBILE.test(userAgent));
}
