import { InboxScreen } from '../../features/retention/loyalty/inbox-screen';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/inbox';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'inbox', undefined, { isIndexable: false });

/** The player's messages: rendered in the browser (the server sends a skeleton). */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return null;
}

export default function InboxPage() {
  return <InboxScreen />;
}
