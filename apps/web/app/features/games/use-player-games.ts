import type { Game } from '@casino/contracts';
import { gameApi } from '@casino/contracts/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSessionView } from '../../lib/session/use-session-view';
import { useAlertText } from '../../lib/site';
import { ui } from '../../lib/ui-store';

export const playerGameKeys = {
  favorites: (playerId: string) => ['game', 'favorites', playerId] as const,
  played: (playerId: string) => ['game', 'played', playerId] as const,
};

/** The signed-in player's id, or null for guests (and while a session is being restored). */
export function usePlayerId(): string | null {
  const { status, player } = useSessionView();
  return status === 'player' && player ? player.id : null;
}

/** The player's favourite games (gameApi.listFavorites); empty for guests. */
export function useFavoriteGames() {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: playerGameKeys.favorites(playerId ?? ''),
    queryFn: () => call(gameApi.listFavorites).then((r) => r.items),
    enabled: playerId !== null,
  });
}

/** Whether a game is a favourite: the favourites list once loaded, else the catalog's flag. */
export function useIsFavorite() {
  const { data } = useFavoriteGames();
  const ids = data ? new Set(data.map((game) => game.id)) : null;
  return (game: Game) => (ids ? ids.has(game.id) : game.isFavorite);
}

/**
 * Adds or removes a favourite at once on screen; the server call follows (204) or it is undone.
 * A plain function, not a mutation observer per heart: a page of tiles hydrates without one
 * subscription each (issue 13, TBT).
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  const alert = useAlertText();
  const playerId = usePlayerId();
  const mutate = async ({ game, isFavorite }: { game: Game; isFavorite: boolean }) => {
    const key = playerGameKeys.favorites(playerId ?? '');
    await client.cancelQueries({ queryKey: key });
    const before = client.getQueryData<Game[]>(key);
    client.setQueryData<Game[]>(key, (list = []) =>
      isFavorite
        ? [{ ...game, isFavorite: true }, ...list.filter((g) => g.id !== game.id)]
        : list.filter((g) => g.id !== game.id),
    );
    try {
      await call(isFavorite ? gameApi.addFavorite : gameApi.removeFavorite, {
        params: { id: game.id },
      });
    } catch {
      client.setQueryData(key, before);
      ui.toast({ kind: 'error', title: alert('global.somethingWrong').text });
    } finally {
      void client.invalidateQueries({ queryKey: key });
    }
  };
  return { mutate: (vars: { game: Game; isFavorite: boolean }) => void mutate(vars) };
}

/** Games the player opened lately, newest first (gameApi.listPlayed). */
export function usePlayedGames() {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: playerGameKeys.played(playerId ?? ''),
    queryFn: () => call(gameApi.listPlayed).then((r) => r.items),
    enabled: playerId !== null,
    staleTime: 0,
  });
}
