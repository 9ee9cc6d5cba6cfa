import { Outlet } from 'react-router';
import { BareShell } from '../features/layout/bare-shell';
import { RouteError } from '../features/layout/route-error';
import { layoutLoader } from '../lib/route-guards.server';
import type { Route } from './+types/locked';

export const loader = (args: Route.LoaderArgs) => layoutLoader(args);

/** Locked layout: sign-in returns, email confirmation and password reset; no navigation away. */
export default function LockedLayout() {
  return (
    <BareShell>
      <Outlet />
    </BareShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BareShell>
      <RouteError error={error} />
    </BareShell>
  );
}
