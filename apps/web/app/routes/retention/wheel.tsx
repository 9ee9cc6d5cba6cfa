import { questsMeta } from '../../features/retention/quests/seo';
import { WheelScreen } from '../../features/retention/quests/wheel-screen';
import type { Route } from './+types/wheel';

export const meta: Route.MetaFunction = (args) => questsMeta(args, 'retention.quests.wheels');

/** A fortune wheel of the player's: rendered in the browser (the server sends a shell). */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export default function WheelPage({ params }: Route.ComponentProps) {
  return <WheelScreen identity={params.identity} />;
}
