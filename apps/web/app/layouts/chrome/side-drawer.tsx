import { ChevronsLeft, ChevronsRight, MessageCircle, X } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { ActionForm } from '../../components/ui/action-form';
import { AppLink } from '../../components/ui/app-link';
import { Button, buttonClass } from '../../components/ui/button';
import { UnreadBadge, useChatLauncher } from '../../features/support/chat-launcher';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { useSessionView } from '../../lib/session/use-session-view';
import { useSite, useT } from '../../lib/site';
import { ui, useUi } from '../../lib/ui-store';
import { Logo } from './logo';
import { navGroups } from './nav-items';
import { PlayerDuties } from './player-chrome';

/** The drawer's id: the bottom bar's Menu button is its popover invoker. */
export const DRAWER_ID = 'menu';

/**
 * The phone drawer is a native popover: the bottom bar's Menu button opens it and its close
 * button hides it through `popovertarget`, so both work before hydration (and without script),
 * with Escape and a tap outside closing it and focus going back to Menu. Once the script runs,
 * the page-wide store follows the popover (and can close it, e.g. when the URL changes).
 */
function useDrawerPopover(isOpen: boolean) {
  const ref = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const drawer = ref.current;
    if (!drawer) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') {
        ui.openDrawer();
        closeRef.current?.focus();
      } else ui.closeDrawer();
    };
    drawer.addEventListener('toggle', onToggle);
    // Opened before hydration: the store catches up.
    if (isPopoverOpen(drawer)) ui.openDrawer();
    return () => drawer.removeEventListener('toggle', onToggle);
  }, []);
  const hasMounted = useRef(false);
  useEffect(() => {
    const drawer = ref.current;
    // On mount the popover leads (it may have been opened before hydration); after, the store.
    if (!hasMounted.current) {
      hasMounted.current = true;
      return;
    }
    if (!drawer || isOpen === isPopoverOpen(drawer)) return;
    if (isOpen) drawer.showPopover();
    else drawer.hidePopover();
  }, [isOpen]);
  return { ref, closeRef };
}

function isPopoverOpen(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/** Left navigation: off-canvas on phones, open or compact on desktop (compact is remembered). */
export function SideDrawer({ brand }: { brand: string }) {
  const t = useT();
  const launcher = useChatLauncher();
  const { sections, isDrawerCompact } = useSite();
  const isOpen = useUi((s) => s.isDrawerOpen, false);
  // The server renders the remembered choice (its cookie), so the toggle's icon and label match
  // the compact drawer after a reload.
  const isCompact = useUi((s) => s.isDrawerCompact, isDrawerCompact);
  const { ref, closeRef } = useDrawerPopover(isOpen);
  const toggleCompact = () => {
    const next = !isCompact;
    ui.setDrawerCompact(next);
    writeCookie(COOKIE.drawerCompact, next ? '1' : '0');
  };
  return (
    <aside
      ref={ref}
      id={DRAWER_ID}
      popover="auto"
      className="drawer"
      data-open={isOpen}
      aria-label={t('nav.main')}
    >
      <div className="drawer__head">
        <AppLink to="/" aria-label={brand} onClick={ui.closeDrawer}>
          <Logo name={brand} />
        </AppLink>
        <ActionForm onAction={toggleCompact}>
          <Button
            type="submit"
            variant="ghost"
            isIcon
            className="drawer__toggle"
            aria-label={isCompact ? t('nav.expand') : t('nav.collapse')}
            aria-pressed={isCompact}
            data-testid="drawer-compact-toggle"
          >
            {isCompact ? (
              <ChevronsRight size={20} aria-hidden="true" />
            ) : (
              <ChevronsLeft size={20} aria-hidden="true" />
            )}
          </Button>
        </ActionForm>
        <button
          type="button"
          ref={closeRef}
          className={`${buttonClass('ghost')} btn--icon drawer__close`}
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          aria-label={t('nav.close')}
          data-testid="drawer-close"
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <nav className="drawer__nav" aria-label={t('nav.main')}>
        <DrawerPromo />
        {navGroups(sections).map((group) => (
          <ul className="drawer__group" key={group[0]?.to}>
            {group.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <AppLink
                  to={to}
                  className="drawer__link"
                  title={isCompact ? t(label) : undefined}
                  onClick={ui.closeDrawer}
                  end
                >
                  <Icon size={20} aria-hidden="true" />
                  <span className="drawer__label">{t(label)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        ))}
        {launcher.isAvailable && (
          <ul className="drawer__group">
            <li>
              <button
                type="button"
                className="drawer__link"
                title={isCompact ? t('nav.chat') : undefined}
                onClick={(event) => {
                  ui.closeDrawer();
                  launcher.open(event);
                }}
                data-testid="drawer-chat"
              >
                <span className="bottom-nav__icon">
                  <MessageCircle size={20} aria-hidden="true" />
                  <UnreadBadge count={launcher.unread} />
                </span>
                <span className="drawer__label">{t('chat.title')}</span>
              </button>
            </li>
          </ul>
        )}
      </nav>
    </aside>
  );
}

/**
 * The drawer's offer: the welcome package, unless a bonus of the player is active already —
 * then its progress is one tap away instead of an offer to claim another. A player's bonus
 * lookup is code of the signed-in chrome (player-duties.tsx), kept out of a guest's first load.
 */
function DrawerPromo() {
  const { status } = useSessionView();
  if (status !== 'player') return <PromoCard isActive={false} />;
  return (
    <Suspense fallback={<PromoCard isActive={false} />}>
      <PlayerDuties part="promo" />
    </Suspense>
  );
}

export function PromoCard({ isActive }: { isActive: boolean }) {
  const t = useT();
  return (
    <div className="drawer__promo" data-testid="drawer-promo">
      <p style={{ fontWeight: 700, marginBottom: 'var(--space-2)' }}>
        {t(isActive ? 'promo.activeTitle' : 'promo.welcomeTitle')}
      </p>
      <p className="muted" style={{ marginBottom: 'var(--space-3)' }}>
        {t(isActive ? 'promo.activeText' : 'promo.welcomeText')}
      </p>
      <AppLink
        to={isActive ? '/profile/bonuses' : '/welcome-package'}
        className={buttonClass('primary', 'sm')}
        onClick={ui.closeDrawer}
      >
        {t(isActive ? 'promo.activeCta' : 'home.heroCta')}
      </AppLink>
    </div>
  );
}
