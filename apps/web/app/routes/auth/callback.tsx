import { StatusCard } from '../../layouts/chrome/status-card';
import { throwNotFound } from '../../lib/route-guards.server';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/callback';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'auth', undefined, { isIndexable: false });

/** Identity-provider return: without both code and state the route rule fails (404). */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  if (!query.get('code') || !query.get('state')) throwNotFound(request);
  return null;
}

export default function AuthCallback() {
  const t = useT();
  return <StatusCard title={t('auth.signingIn')} text={t('common.loading')} />;
}
