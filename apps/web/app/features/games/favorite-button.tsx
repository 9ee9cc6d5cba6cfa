import type { Game } from '@casino/contracts';
import { useOpenModal } from '../../lib/modal-query';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { useIsFavorite, useToggleFavorite } from './use-player-games';

type Props = { game: Game; className?: string };

/**
 * The heart of a game: toggles the favourite for players, opens sign-in for guests. A guest's
 * heart observes no favourites query: a page of tiles hydrates and mounts without one query
 * observer per tile (issue 28, TBT).
 */
export function FavoriteButton(props: Props) {
  const isPlayer = useSessionView().status === 'player';
  const open = useOpenModal();
  if (isPlayer) return <PlayerFavoriteButton {...props} />;
  return <Heart {...props} isFavorite={props.game.isFavorite} onClick={() => open('sign-in')} />;
}

function PlayerFavoriteButton({ game, className }: Props) {
  const isFavorite = useIsFavorite()(game);
  const toggle = useToggleFavorite();
  return (
    <Heart
      game={game}
      className={className}
      isFavorite={isFavorite}
      onClick={() => toggle.mutate({ game, isFavorite: !isFavorite })}
    />
  );
}

function Heart({
  game,
  className,
  isFavorite,
  onClick,
}: Props & { isFavorite: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={['fav-button', className].filter(Boolean).join(' ')}
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'games.unfavorite' : 'games.favorite', { name: game.name })}
      data-testid="favorite-button"
      onClick={onClick}
    >
      <span className="mask-icon mask-icon--heart" aria-hidden="true" />
    </button>
  );
}
