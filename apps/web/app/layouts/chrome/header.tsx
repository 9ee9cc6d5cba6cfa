import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AppLink, useLocalePath } from '../../components/ui/app-link';
import { TextField } from '../../components/ui/text-field';
import { useT } from '../../lib/site';
import { HeaderAccount } from './header-account';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

/** Sticky top bar: logo (phones; the menu is in the bottom bar), search (desktop), language, and the account area. */
export function Header({ brand }: { brand: string }) {
  const t = useT();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (
    <header className="header">
      <AppLink to="/" className="header__logo-mobile" aria-label={brand}>
        <Logo name={brand} />
      </AppLink>
      <search className="header__search">
        {/* A plain GET form to the lobby's search: it works before hydration too. */}
        <form
          action={localePath('/games')}
          onSubmit={(event) => {
            event.preventDefault();
            const q = new FormData(event.currentTarget).get('search');
            navigate(`${localePath('/games')}?search=${encodeURIComponent(String(q ?? ''))}`);
          }}
        >
          <TextField
            name="search"
            type="search"
            label={t('header.searchPlaceholder')}
            isLabelHidden
            placeholder={t('header.searchPlaceholder')}
            icon={<Search size={18} />}
            autoComplete="off"
          />
        </form>
      </search>
      <div className="header__actions">
        <LanguageSwitcher />
        <HeaderAccount />
      </div>
    </header>
  );
}
