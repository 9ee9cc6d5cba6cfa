import { SessionsList } from '../../features/account/sessions-list';
import { BonusHistory } from '../../features/bonus/bonus-history';
import { BetsTable } from '../../features/games/bets-table';
import { SpinsTable } from '../../features/games/spins-table';
import { InvoiceTable } from '../../features/wallet/invoice-table';
import { isHistoryTab } from '../../layouts/chrome/history-tabs';
import { ProfileSection } from '../../layouts/chrome/profile-section';
import { throwNotFound } from '../../lib/route-guards.server';
import { useT } from '../../lib/site';
import type { Route } from './+types/history-tab';

/**
 * An unknown tab fails the route rule and gives the 404 page
 * (docs/product/validation.md#query-and-route-rules).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isHistoryTab(params.tab)) throwNotFound(request);
  return { tab: params.tab as string };
}

export default function HistoryTab({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const tab = isHistoryTab(loaderData.tab) ? loaderData.tab : 'transactions';
  if (tab === 'sessions') return <SessionsList />;
  if (tab === 'transactions') return <InvoiceTable title={t('profile.historyTabs.transactions')} />;
  if (tab === 'spins') return <SpinsTable title={t('profile.historyTabs.spins')} />;
  if (tab === 'bets') return <BetsTable title={t('profile.historyTabs.bets')} />;
  if (tab === 'bonuses') return <BonusHistory title={t('profile.historyTabs.bonuses')} />;
  return <ProfileSection title={`profile.historyTabs.${tab}`} />;
}
