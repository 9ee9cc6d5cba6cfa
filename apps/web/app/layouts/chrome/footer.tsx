import { AppLink } from '../../components/ui/app-link';
import { useSite, useT } from '../../lib/site';

const PAYMENTS = ['VISA', 'Mastercard', 'Bitcoin', 'Ethereum', 'Pix', 'Interac'];
const PROVIDERS = ['Aurora Originals', 'NetPlay', 'Red Fox', 'Live Studio'];

/** Licence text, payment and provider marks, responsible-gaming and 18+ notices, links. */
export function Footer() {
  const t = useT();
  const { content } = useSite();
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
        <div>
          <p className="visually-hidden">{t('footer.payments')}</p>
          <div className="footer__badges">
            {PAYMENTS.map((name) => (
              <span key={name} className="footer__badge">
                {name}
              </span>
            ))}
          </div>
        </div>
        <div className="footer__badges">
          {PROVIDERS.map((name) => (
            <span key={name} className="footer__badge">
              {name}
            </span>
          ))}
        </div>
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
