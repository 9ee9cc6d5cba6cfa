import type { Game } from '@casino/contracts';
import { useOpenModal } from '../../lib/modal-query';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { useIsFavorite, useToggleFavorite } from './use-player-games';

/** The heart of a game: toggles the favourite for players, opens sign-in for guests. */
export function FavoriteButton({ game, className }: { game: Game; className?: string }) {
  const t = useT();
  const { status } = useSessionView();
  const open = useOpenModal();
  const isFavorite = useIsFavorite()(game);
  const toggle = useToggleFavorite();
  return (
    <button
      type="button"
      className={['fav-button', className].filter(Boolean).join(' ')}
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'games.unfavorite' : 'games.favorite', { name: game.name })}
      data-testid="favorite-button"
      onClick={() =>
        status === 'player' ? toggle.mutate({ game, isFavorite: !isFavorite }) : open('sign-in')
      }
    >
      <span className="mask-icon mask-icon--heart" aria-hidden="true" />
    </button>
  );
}
