/**
 * The page URL a request is for. NOTE: client navigations fetch `/path.data` (and
 * `/_root.data` for `/`); middleware sees that raw URL, so strip the suffix before routing
 * decisions, or a redirect to /maintenance would redirect again forever.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === '/_root.data') url.pathname = '/';
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}
