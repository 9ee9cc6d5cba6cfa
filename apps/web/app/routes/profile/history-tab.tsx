import { SessionsList } from '../../features/account/sessions-list';
import { isHistoryTab } from '../../features/layout/history-tabs';
import { ProfileSection } from '../../features/layout/profile-section';
import { throwNotFound } from '../../lib/route-guards.server';
import type { Route } from './+types/history-tab';

/** An unknown tab fails the route rule and gives the 404 page (spec 5). */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isHistoryTab(params.tab)) throwNotFound(request);
  return { tab: params.tab as string };
}

export default function HistoryTab({ loaderData }: Route.ComponentProps) {
  const tab = isHistoryTab(loaderData.tab) ? loaderData.tab : 'transactions';
  if (tab === 'sessions') return <SessionsList />;
  return <ProfileSection title={`profile.historyTabs.${tab}`} />;
}
