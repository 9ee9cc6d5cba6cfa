import { Outlet } from 'react-router';
import { layoutLoader } from '../lib/route-guards.server';
import type { Route } from './+types/default';
import { DefaultShell } from './chrome/default-shell';
import { RouteError } from './chrome/route-error';

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
