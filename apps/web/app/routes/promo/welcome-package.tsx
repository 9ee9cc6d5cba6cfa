import { AppLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { HeroArt } from '../../features/content/hero-art';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/welcome-package';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'welcome');

const STEPS = ['100%', '50%', '50%', '100%'];

export default function WelcomePackage() {
  const t = useT();
  return (
    <div className="stack">
      <section className="hero" aria-labelledby="welcome-title">
        <HeroArt />
        <h1 id="welcome-title">{t('promo.welcomeTitle')}</h1>
        <p>{t('promo.welcomeText')}</p>
        <AppLink to="?register" className={buttonClass('primary', 'lg')}>
          {t('header.signUp')}
        </AppLink>
      </section>
      <ol className="steps" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {STEPS.map((amount, i) => (
          <li className="step" key={`${amount}-${i}`}>
            <p className="muted">{t('promo.step', { n: i + 1 })}</p>
            <p className="step__amount tabular">{amount}</p>
          </li>
        ))}
      </ol>
      <section className="prose">
        <h2>{t('promo.terms')}</h2>
      </section>
    </div>
  );
}
