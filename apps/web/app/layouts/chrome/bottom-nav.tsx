import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { UnreadBadge, useChatLauncher } from '../../features/support/chat-launcher';
import { useSite, useT } from '../../lib/site';
import { useUi } from '../../lib/ui-store';
import { bottomNavItems } from './nav-items';
import { DRAWER_ID } from './side-drawer';

/**
 * Thumb-reachable bar on phones: Menu, then Casino, Search, Sports (when a sportsbook is on),
 * Chat (UI.md). Every item works before hydration: the links are links, and Menu opens the
 * drawer natively (`popovertarget`); the browser reports it expanded, the script then too.
 */
export function BottomNav() {
  const t = useT();
  const { sections } = useSite();
  const launcher = useChatLauncher();
  return (
    <nav className="bottom-nav" aria-label={t('nav.main')}>
      <MenuButton label={t('nav.menu')} />
      {bottomNavItems(sections).map(({ to, label, icon: Icon }) => {
        // Chat opens the support chat where it is offered; a link to the FAQ otherwise.
        const isChat = label === 'nav.chat' && launcher.isAvailable;
        return (
          <AppLink
            key={to}
            to={to}
            className="bottom-nav__item"
            end={to === '/games'}
            {...(isChat && {
              onClick: launcher.open,
              'aria-expanded': launcher.isOpen,
              'data-testid': 'chat-launcher',
            })}
          >
            <span className="bottom-nav__icon">
              <Icon size={22} aria-hidden="true" />
              {isChat && <UnreadBadge count={launcher.unread} />}
            </span>
            {t(label)}
          </AppLink>
        );
      })}
    </nav>
  );
}

/**
 * Menu: its own component, so the state it takes after hydration (`aria-expanded` from the
 * script) re-renders the button alone, not the bar's links.
 */
function MenuButton({ label }: { label: string }) {
  const isOpen = useUi((s) => s.isDrawerOpen, false);
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button
      type="button"
      className="bottom-nav__item"
      popoverTarget={DRAWER_ID}
      aria-expanded={isHydrated ? isOpen : undefined}
      data-testid="menu-button"
    >
      <Menu size={22} aria-hidden="true" />
      {label}
    </button>
  );
}
