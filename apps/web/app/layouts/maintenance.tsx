import { Outlet } from 'react-router';
import { layoutLoader } from '../lib/route-guards.server';
import type { Route } from './+types/maintenance';
import { BareShell } from './chrome/bare-shell';
import { RouteError } from './chrome/route-error';

export const loader = (args: Route.LoaderArgs) => layoutLoader(args);

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
