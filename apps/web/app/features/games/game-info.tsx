import type { Game, GameList } from '@casino/contracts';
import { useT } from '../../lib/site';
import { GameRowView } from './game-row';
import { gamesApiQuery } from './lobby-filters';
import { useGamePage } from './use-game-catalog';

const RELATED_SIZE = 12;

/**
 * Facts about a game under its frame: provider, RTP, volatility, kind. `rtp` comes formatted
 * from the server (`formatRtp` in the page's loader): the browser's first `Intl.NumberFormat`
 * loads its locale data in one long task (~100 ms here, 4x that on Lighthouse's phone), which
 * blocked the game page's hydration (issue 28).
 */
export function GameInfo({ game, rtp }: { game: Game; rtp: string }) {
  const t = useT();
  const facts = [
    { label: t('games.provider'), value: game.providerName },
    { label: t('games.rtp'), value: rtp },
    { label: t('games.volatility'), value: t(`games.volatilities.${game.volatility}`) },
    { label: t('games.kind'), value: t(`games.kinds.${game.kind}`) },
  ];
  return (
    <section className="card game-info" aria-labelledby="game-info-title">
      <h2 id="game-info-title">{t('games.about')}</h2>
      <dl className="game-info__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="game-info__fact">
            <dt>{fact.label}</dt>
            <dd className="tabular">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The lobby query of a game's related games: its first category, else its provider. */
export function relatedGamesQuery(game: Game): string {
  const category = game.categories[0];
  const filters = category
    ? { category, providerIds: [], sort: 'popular' as const }
    : { providerIds: [game.providerId], sort: 'popular' as const };
  return gamesApiQuery(filters, { collections: [], providers: [] }, RELATED_SIZE + 1);
}

/**
 * Games of the same first category (else the same provider), this one left out. `initial`: the
 * list the page's loader fetched, so the row is in the server's markup and hydrates with the
 * page instead of rendering after a fetch (issue 28).
 */
export function RelatedGames({ game, initial }: { game: Game; initial?: GameList | null }) {
  const t = useT();
  const category = game.categories[0];
  const { data } = useGamePage(relatedGamesQuery(game), initial ?? undefined);
  const games = data?.items.filter((g) => g.id !== game.id).slice(0, RELATED_SIZE);
  if (games && games.length === 0) return null;
  return (
    <GameRowView
      title={t('games.related')}
      seeAllTo={
        category
          ? `/games?category=${encodeURIComponent(category)}`
          : `/games?providerId=${encodeURIComponent(game.providerId)}`
      }
      games={games}
    />
  );
}
