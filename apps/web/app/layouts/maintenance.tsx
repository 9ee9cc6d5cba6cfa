import { Outlet } from 'react-router';
import { layoutLoader } from '../lib/route-guards.server';
import { errorMeta } from '../lib/seo';
import type { Route } from './+types/maintenance';
import { BareShell } from './chrome/bare-shell';
import { RouteError } from './chrome/route-error';

export const loader = (args: Route.LoaderArgs) => layoutLoader(args);
/** Its error page's title (the page's own meta does not apply when its loader failed). */
export const meta: Route.MetaFunction = (args) => errorMeta(args);

export default function MaintenanceLayout() {
  return (
    <BareShell isLinked={false}>
      <Outlet />
    </BareShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BareShell isLinked={false}>
      <RouteError error={error} />
    </BareShell>
  );
}
