import { LoyaltyScreen } from '../../features/retention/loyalty/loyalty-screen';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/loyalty';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'loyalty', undefined, { isIndexable: false });

/** The player's own level and points: rendered in the browser (the server sends a skeleton). */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return null;
}

export default function Loyalty() {
  return <LoyaltyScreen />;
}
