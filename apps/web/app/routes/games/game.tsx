import { ArrowLeft, Expand, Heart } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { GameRow } from '../../features/games/game-row';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/game';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'game', { name: args.params.id });

/** Game page: slim bar (back, name, demo/real, full screen, favourite) over the game frame. */
export default function GamePage({ params }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  const isReal = search.get('real') === 'true';
  const frameRef = useRef<HTMLDivElement>(null);
  const name = params.id.replace(/[-_]+/g, ' ');
  return (
    <div className="game-page">
      <div className="game-bar">
        <AppLink to="/games" className="btn btn--ghost btn--icon" aria-label={t('games.back')}>
          <ArrowLeft size={20} aria-hidden="true" />
        </AppLink>
        <h1
          className="game-bar__title"
          style={{ fontSize: 'var(--text-md)', textTransform: 'capitalize' }}
        >
          {name}
        </h1>
        <div className="tabs" role="tablist" aria-label={t('games.real')}>
          <AppLink
            to={`/games/${params.id}`}
            className="chip"
            role="tab"
            aria-selected={!isReal}
            end
          >
            {t('games.demo')}
          </AppLink>
          <AppLink
            to={`/games/${params.id}?real=true`}
            className="chip"
            role="tab"
            aria-selected={isReal}
          >
            {t('games.real')}
          </AppLink>
        </div>
        <Button
          variant="ghost"
          isIcon
          aria-label={t('games.fullscreen')}
          onClick={() => frameRef.current?.requestFullscreen?.()}
        >
          <Expand size={20} aria-hidden="true" />
        </Button>
        <Button variant="ghost" isIcon aria-label={t('games.favorite')}>
          <Heart size={20} aria-hidden="true" />
        </Button>
      </div>
      <div ref={frameRef} className="game-frame" role="status" aria-live="polite">
        <span className="spinner" style={{ width: 32, height: 32 }} aria-hidden="true" />
        <span className="visually-hidden">{t('games.loading')}</span>
      </div>
      <GameRow
        title={t('games.related')}
        seeAllTo="/games"
        seeAllLabel={t('home.seeAll')}
        loadingLabel={t('common.loading')}
      />
    </div>
  );
}
