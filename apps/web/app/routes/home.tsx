import { AppLink } from '../components/ui/app-link';
import { buttonClass } from '../components/ui/button';
import { HeroArt } from '../features/content/hero-art';
import { GameRow } from '../features/games/game-row';
import { WinnersStrip } from '../features/games/winners-strip';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/site';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'home');

/** Rows of the home page, by collection identity (the content issue makes this editable). */
const HOME_ROWS = ['popular', 'new', 'slots', 'table', 'instant', 'brazil-favourites'];

export default function Home() {
  const t = useT();
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
      <WinnersStrip />
      {HOME_ROWS.map((collection) => (
        <GameRow key={collection} collection={collection} />
      ))}
    </div>
  );
}
