import { localizePath } from '@casino/contracts/site';
import { isRouteErrorResponse } from 'react-router';
import { useSite, useT } from '../../lib/site';
import { ErrorView } from './error-view';

/** Error page inside a layout, in the page's language; 404s name the missing path. */
export function RouteError({ error }: { error: unknown }) {
  const { locale, content } = useSite();
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const path = isRouteErrorResponse(error)
    ? (error.data as { path?: string } | null)?.path
    : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorView
      status={status}
      texts={content.errorPage ?? undefined}
      homeHref={localizePath('/', locale)}
      detail={status === 404 && path ? t('error.notFound', { path }) : undefined}
    />
  );
}
