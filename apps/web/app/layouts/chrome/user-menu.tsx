import { displayName } from '@casino/contracts/player-display';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronDown,
  LogOut,
  ShieldCheck,
  User,
} from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ActionForm } from '../../components/ui/action-form';
import { AppLink } from '../../components/ui/app-link';
import { LoyaltyMenuItem } from '../../features/retention/loyalty/loyalty-menu-item';
import { modalSearch } from '../../lib/modal-query';
import type { Player } from '../../lib/session/session-store';
import { useLogout } from '../../lib/session/use-logout';
import { useT } from '../../lib/site';
import { HeaderMenu } from './header-menu';

/** The player's menu in the header: name (nickname, masked email or 'Unknown'), account links, log out. */
export function UserMenu({ player }: { player: Player }) {
  const t = useT();
  const logout = useLogout();
  const [params] = useSearchParams();
  const name = displayName(player, t('account.unknown'));
  // Plain links to the wallet modal's query: they work before hydration too.
  const walletLink = (value: 'deposit' | 'withdraw') =>
    modalSearch(params, { key: 'wallet', value });
  return (
    <HeaderMenu
      summaryClassName="user-pill"
      // The name shown comes first in the name read out (WCAG 2.5.3: label in name).
      label={`${name}, ${t('account.menu')}`}
      testId="user-menu"
      summary={
        <>
          {/* The initial is drawn by CSS: as text it would lead the visible label, ahead of the
              name the accessible name starts with (axe's label-content-name-mismatch). */}
          <span
            className="user-pill__avatar"
            aria-hidden="true"
            data-initial={name.slice(0, 1).toUpperCase()}
          />
          <span className="user-pill__name">{name}</span>
          <ChevronDown size={16} aria-hidden="true" />
        </>
      }
    >
      {(close) => (
        <ul className="lang__menu">
          <LoyaltyMenuItem onNavigate={close} />
          <li>
            <AppLink to="/profile/info" className="lang__item" onClick={close}>
              <span>{t('account.profile')}</span>
              <User size={16} aria-hidden="true" />
            </AppLink>
          </li>
          <li>
            <AppLink
              to={walletLink('deposit')}
              className="lang__item"
              onClick={close}
              data-testid="menu-deposit"
            >
              <span>{t('account.deposit')}</span>
              <ArrowDownToLine size={16} aria-hidden="true" />
            </AppLink>
          </li>
          <li>
            <AppLink
              to={walletLink('withdraw')}
              className="lang__item"
              onClick={close}
              data-testid="menu-withdraw"
            >
              <span>{t('account.withdraw')}</span>
              <ArrowUpFromLine size={16} aria-hidden="true" />
            </AppLink>
          </li>
          <li>
            <AppLink to="/profile/history/sessions" className="lang__item" onClick={close}>
              <span>{t('account.sessionsTitle')}</span>
              <ShieldCheck size={16} aria-hidden="true" />
            </AppLink>
          </li>
          <li>
            <ActionForm onAction={() => void logout()}>
              <button type="submit" className="lang__item lang__item--button">
                <span>{t('account.logout')}</span>
                <LogOut size={16} aria-hidden="true" />
              </button>
            </ActionForm>
          </li>
        </ul>
      )}
    </HeaderMenu>
  );
}
