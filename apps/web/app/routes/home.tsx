import { AppLink } from '../components/ui/app-link';
import { buttonClass } from '../components/ui/button';
import { HeroArt } from '../features/content/hero-art';
import { GameRow } from '../features/games/game-row';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/site';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'home');

export default function Home() {
  const t = useT();
  const rows = [
    { title: t('home.popular'), to: '/games?category=popular' },
    { title: t('home.new'), to: '/games?category=new' },
    { title: t('home.live'), to: '/games?category=live' },
  ];
  return (
    <div className="stack">
      <section className="hero" aria-labelledby="hero-title">
        <HeroArt />
        <h1 id="hero-title">{t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
        <AppLink to="/welcome-package" className={buttonClass('primary', 'lg')}>
          {t('home.heroCta')}
        </AppLink>
      </section>
      {rows.map((row) => (
        <GameRow
          key={row.to}
          title={row.title}
          seeAllTo={row.to}
          seeAllLabel={t('home.seeAll')}
          loadingLabel={t('common.loading')}
        />
      ))}
    </div>
  );
}
