import { Dices, Menu, MessageCircle, Search, Trophy } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';
import { useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';

/** Thumb-reachable bar on phones: Menu, Casino, Search, Sports, Chat (UI.md). */
export function BottomNav() {
  const t = useT();
  return (
    <nav className="bottom-nav" aria-label={t('nav.main')}>
      <button type="button" className="bottom-nav__item" onClick={ui.openDrawer}>
        <Menu size={22} aria-hidden="true" />
        {t('nav.menu')}
      </button>
      <AppLink to="/games" className="bottom-nav__item" end>
        <Dices size={22} aria-hidden="true" />
        {t('nav.casino')}
      </AppLink>
      <AppLink to="/games?focus=search" className="bottom-nav__item">
        <Search size={22} aria-hidden="true" />
        {t('nav.search')}
      </AppLink>
      <AppLink to="/betting" className="bottom-nav__item">
        <Trophy size={22} aria-hidden="true" />
        {t('nav.sports')}
      </AppLink>
      <AppLink to="/questions" className="bottom-nav__item">
        <MessageCircle size={22} aria-hidden="true" />
        {t('nav.chat')}
      </AppLink>
    </nav>
  );
}
