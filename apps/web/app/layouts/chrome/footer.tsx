import { AppLink } from '../../components/ui/app-link';
import { useMethodName } from '../../lib/money/method-name';
import { useSite, useT } from '../../lib/site';

/**
 * Licence text, payment and provider marks (only what is configured: the catalog's providers
 * and the enabled payment methods, from the root loader), responsible-gaming and 18+ notices,
 * links.
 */
export function Footer() {
  const t = useT();
  const { content, footer } = useSite();
  const methodName = useMethodName();
  // Links and licence text come from the content store (layout group); these are the fallback.
  const links = content.footer?.links ?? [
    { label: t('footer.terms'), to: '/static/terms' },
    { label: t('footer.privacy'), to: '/static/privacy' },
    { label: t('footer.responsible'), to: '/static/responsible-gaming' },
    { label: t('footer.help'), to: '/questions' },
    { label: 'BeGambleAware', to: 'https://www.begambleaware.org' },
  ];
  return (
    <footer className="footer">
      <div className="footer__inner">
        <ul className="footer__links">
          {links.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to}>{link.label}</AppLink>
            </li>
          ))}
        </ul>
        {footer.methods.length ? (
          <div>
            <p className="visually-hidden">{t('footer.payments')}</p>
            <ul className="footer__badges" data-testid="footer-methods">
              {footer.methods.map(({ method, name }) => (
                <li key={method} className="footer__badge">
                  {methodName(method, name)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {footer.providers.length ? (
          <div>
            <p className="visually-hidden">{t('money.providers')}</p>
            <ul className="footer__badges" data-testid="footer-providers">
              {footer.providers.map((name) => (
                <li key={name} className="footer__badge">
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="footer__badges">
          <span className="footer__age" role="img" aria-label={t('footer.adults')}>
            18+
          </span>
          <p>{t('footer.adults')}</p>
        </div>
        <p className="footer__legal">{content.footer?.licence ?? t('footer.licence')}</p>
        <p className="footer__legal">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
