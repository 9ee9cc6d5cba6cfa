import { localizePath, splitLocale } from '@casino/contracts/site';
import { Check, Globe } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { useSite, useT } from '../../lib/site';
import { HeaderMenu } from './header-menu';

/** Lists the enabled languages; choosing one keeps the page and remembers the choice. */
export function LanguageSwitcher() {
  const { locale, locales } = useSite();
  const t = useT();
  const location = useLocation();
  const path = locale === 'en' ? location.pathname : splitLocale(location.pathname).path;

  return (
    <HeaderMenu
      summaryClassName={buttonClass('ghost', 'sm')}
      label={`${t('header.language')}: ${locale.toUpperCase()}`}
      testId="language-switcher"
      summary={
        <>
          <Globe size={18} aria-hidden="true" />
          <span aria-hidden="true">{locale.toUpperCase()}</span>
        </>
      }
    >
      {(close) => (
        <ul className="lang__menu">
          {locales.map((l) => (
            <li key={l.code}>
              <Link
                className="lang__item"
                to={`${localizePath(path, l.code)}${location.search}`}
                hrefLang={l.code}
                lang={l.code}
                aria-current={l.code === locale ? 'true' : undefined}
                onClick={() => {
                  writeCookie(COOKIE.language, l.code);
                  close();
                }}
              >
                <span>{l.nativeName}</span>
                {l.code === locale ? (
                  <Check size={16} aria-hidden="true" />
                ) : (
                  <span className="lang__code">{l.code}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HeaderMenu>
  );
}
