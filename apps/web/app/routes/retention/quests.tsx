import { QuestBoard } from '../../features/retention/quests/quest-board';
import { questsMeta } from '../../features/retention/quests/seo';
import type { Route } from './+types/quests';

export const meta: Route.MetaFunction = (args) => questsMeta(args, 'retention.quests.title');

/** The player's own quests and wheels: rendered in the browser (the server sends a shell). */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export default function Quests() {
  return <QuestBoard />;
}
