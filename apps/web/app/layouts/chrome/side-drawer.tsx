import { ChevronsLeft, ChevronsRight, X } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';
import { Button, buttonClass } from '../../components/ui/button';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { useT } from '../../lib/site';
import { ui, useUi } from '../../lib/ui-store';
import { Logo } from './logo';
import { NAV_GROUPS } from './nav-items';

/** Left navigation: off-canvas on phones, open or compact on desktop (compact is remembered). */
export function SideDrawer({ brand }: { brand: string }) {
  const t = useT();
  const isOpen = useUi((s) => s.isDrawerOpen);
  const isCompact = useUi((s) => s.isDrawerCompact);
  const toggleCompact = () => {
    const next = !isCompact;
    ui.setDrawerCompact(next);
    writeCookie(COOKIE.drawerCompact, next ? '1' : '0');
  };
  return (
    <>
      {isOpen ? (
        <div className="drawer-backdrop" onClick={ui.closeDrawer} aria-hidden="true" />
      ) : null}
      <aside className="drawer" data-open={isOpen} aria-label={t('nav.main')}>
        <div className="drawer__head">
          <AppLink to="/" aria-label={brand} onClick={ui.closeDrawer}>
            <Logo name={brand} />
          </AppLink>
          <Button
            variant="ghost"
            isIcon
            className="drawer__toggle"
            onClick={toggleCompact}
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
          <Button
            variant="ghost"
            isIcon
            className="drawer__close"
            onClick={ui.closeDrawer}
            aria-label={t('nav.close')}
          >
            <X size={20} aria-hidden="true" />
          </Button>
        </div>
        <nav className="drawer__nav" aria-label={t('nav.main')}>
          <div className="drawer__promo">
            <p style={{ fontWeight: 700, marginBottom: 'var(--space-2)' }}>
              {t('promo.welcomeTitle')}
            </p>
            <p className="muted" style={{ marginBottom: 'var(--space-3)' }}>
              {t('promo.welcomeText')}
            </p>
            <AppLink
              to="/welcome-package"
              className={buttonClass('primary', 'sm')}
              onClick={ui.closeDrawer}
            >
              {t('home.heroCta')}
            </AppLink>
          </div>
          {NAV_GROUPS.map((group) => (
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
        </nav>
      </aside>
    </>
  );
}
