import { Outlet } from 'react-router';
import { layoutLoader } from '../lib/route-guards.server';
import { errorMeta } from '../lib/seo';
import type { Route } from './+types/locked';
import { BareShell } from './chrome/bare-shell';
import { RouteError } from './chrome/route-error';

export const loader = (args: Route.LoaderArgs) => layoutLoader(args);
/** Its error page's title (the page's own meta does not apply when its loader failed). */
export const meta: Route.MetaFunction = (args) => errorMeta(args);

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
