import { StatusCard } from '../../features/layout/status-card';
import { throwNotFound } from '../../lib/route-guards.server';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/autologin';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'auth', undefined, { isIndexable: false });

/** Log-in link: needs its state param, else the route rule fails (404). */
export function loader({ request }: Route.LoaderArgs) {
  if (!new URL(request.url).searchParams.get('state')) throwNotFound(request);
  return null;
}

export default function AutoLogin() {
  const t = useT();
  return <StatusCard title={t('auth.signingIn')} text={t('common.loading')} />;
}
