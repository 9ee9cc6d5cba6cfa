import { Outlet } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { HISTORY_TABS } from '../../layouts/chrome/history-tabs';
import { useT } from '../../lib/site';

/**
 * History with its tabs: bets, bonuses, sessions, spins, transactions
 * (docs/product/routes-and-modals.md#profile-area).
 */
export default function ProfileHistory() {
  const t = useT();
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <nav className="tabs" aria-label={t('profile.history')}>
        {HISTORY_TABS.map((tab) => (
          <AppLink key={tab} to={`/profile/history/${tab}`} className="chip">
            {t(`profile.historyTabs.${tab}`)}
          </AppLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
