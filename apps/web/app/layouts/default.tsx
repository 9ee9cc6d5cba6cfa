import { Outlet } from 'react-router';
import { DefaultShell } from '../features/layout/default-shell';
import { RouteError } from '../features/layout/route-error';
import { layoutLoader } from '../lib/route-guards.server';
import type { Route } from './+types/default';

export const loader = (args: Route.LoaderArgs) => layoutLoader(args);

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
