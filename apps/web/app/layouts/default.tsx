import { Outlet } from 'react-router';
import { revalidateUnlessModal } from '../lib/modal-query';
import { layoutLoader } from '../lib/route-guards.server';
import { errorMeta } from '../lib/seo';
import type { Route } from './+types/default';
import { DefaultShell } from './chrome/default-shell';
import { RouteError } from './chrome/route-error';

export const loader = (args: Route.LoaderArgs) => layoutLoader(args);
/** Its error page's title (the page's own meta does not apply when its loader failed). */
export const meta: Route.MetaFunction = (args) => errorMeta(args);
export const shouldRevalidate = revalidateUnlessModal;

export default function DefaultLayout() {
  return (
    <DefaultShell>
      <Outlet />
    </DefaultShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DefaultShell>
      <RouteError error={error} />
    </DefaultShell>
  );
}
