import { localizePath, splitLocale } from '@casino/contracts/site';
import { Check, Globe } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { useSite, useT } from '../../lib/site';
import { useDismiss } from '../../lib/use-dismiss';

/** Lists the enabled languages; choosing one keeps the page and remembers the choice. */
export function LanguageSwitcher() {
  const { locale, locales } = useSite();
  const t = useT();
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const path = locale === 'en' ? location.pathname : splitLocale(location.pathname).path;

  useDismiss(rootRef, isOpen, () => setOpen(false));

  return (
    <div className="lang" ref={rootRef}>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-label={`${t('header.language')}: ${locale.toUpperCase()}`}
        onClick={() => setOpen(!isOpen)}
        data-testid="language-switcher"
      >
        <Globe size={18} aria-hidden="true" />
        <span aria-hidden="true">{locale.toUpperCase()}</span>
      </Button>
      {isOpen ? (
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
                  setOpen(false);
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
      ) : null}
    </div>
  );
}
