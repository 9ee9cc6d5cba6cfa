import { questsMeta } from '../../features/retention/quests/seo';
import { WheelList } from '../../features/retention/quests/wheel-list';
import type { Route } from './+types/wheels';

export const meta: Route.MetaFunction = (args) => questsMeta(args, 'retention.quests.wheels');

/** The player's fortune wheels: rendered in the browser (the server sends a shell). */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export default function Wheels() {
  return <WheelList />;
}
