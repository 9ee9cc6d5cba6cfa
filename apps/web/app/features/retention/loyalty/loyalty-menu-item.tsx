import { Crown } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link';
import { useT } from '../../../lib/site';
import { LevelProgress } from './level-progress';
import { useLoyaltyAccount } from './use-loyalty';

/** The user menu's loyalty line: level, points and the bar to the next level (live). */
export function LoyaltyMenuItem({ onNavigate }: { onNavigate(): void }) {
  const t = useT();
  const { data: account } = useLoyaltyAccount();
  if (!account) return null;
  return (
    <li>
      <AppLink
        to="/loyalty"
        className="loyalty-menu"
        onClick={onNavigate}
        data-testid="menu-loyalty"
      >
        <span className="loyalty-menu__head">
          <Crown size={16} aria-hidden="true" />
          <strong>{account.level?.name ?? t('retention.loyalty.title')}</strong>
          <span className="loyalty-menu__points" data-testid="menu-loyalty-points">
            {t('retention.loyalty.points', { count: account.points })}
          </span>
        </span>
        <LevelProgress account={account} isCompact />
      </AppLink>
    </li>
  );
}
