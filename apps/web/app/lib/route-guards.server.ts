import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import { pageUrl } from './page-url.server';
import { siteContext } from './site-context.server';

export interface NotFoundData {
  path: string;
}

/** Throws the 404 page for `request`'s path (unknown route or failing route rule). */
export function throwNotFound(request: Request): never {
  throw data<NotFoundData>({ path: pageUrl(request).pathname }, { status: 404 });
}

/**
 * Layout loader: an invalid or disabled locale prefix gives the 404 page
 * (docs/product/routes-and-modals.md#locale-prefix).
 */
export function layoutLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  if (context.get(siteContext).isBadLocale) throwNotFound(request);
  return null;
}
