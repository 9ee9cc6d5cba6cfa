import { AppLink } from '../../components/ui/app-link';
import { useT } from '../../lib/site';

const PAYMENTS = ['VISA', 'Mastercard', 'Bitcoin', 'Ethereum', 'Pix', 'Interac'];
const PROVIDERS = ['Aurora Originals', 'NetPlay', 'Red Fox', 'Live Studio'];

/** Licence text, payment and provider marks, responsible-gaming and 18+ notices, links. */
export function Footer() {
  const t = useT();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <ul className="footer__links">
          <li>
            <AppLink to="/static/terms">{t('footer.terms')}</AppLink>
          </li>
          <li>
            <AppLink to="/static/privacy">{t('footer.privacy')}</AppLink>
          </li>
          <li>
            <AppLink to="/static/responsible-gaming">{t('footer.responsible')}</AppLink>
          </li>
          <li>
            <AppLink to="/questions">{t('footer.help')}</AppLink>
          </li>
          <li>
            <AppLink to="https://www.begambleaware.org">BeGambleAware</AppLink>
          </li>
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
        <p className="footer__legal">{t('footer.licence')}</p>
        <p className="footer__legal">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
