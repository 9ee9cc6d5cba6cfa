import type { Game } from '@casino/contracts';
import { PLAYER_FREESPIN_STATUS } from '@casino/contracts/enums';
import { useQueryClient } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { useBonusActions, usePlayerFreespins } from './use-bonuses';

/**
 * Free spins the player holds for this game, offered where they are played: issued ones are
 * activated here and the game relaunches with them; in demo play the offer leads to real play
 * (the only mode that plays them). Active ones in real play need nothing: the game plays them.
 */
export function FreespinsOffer({
  game,
  mode,
  currency,
}: {
  game: Game;
  mode: 'demo' | 'real';
  /** The active account's: the game plays in it, so only its free spins can be played. */
  currency: string | undefined;
}) {
  const t = useT();
  const { status } = useSessionView();
  const { data: freespins } = usePlayerFreespins();
  const { activateFreespins } = useBonusActions();
  const client = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const realPath = localePath(`/games/${encodeURIComponent(game.identity)}?real=true`);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (status !== 'player') return null;
  const spins = freespins?.find(
    (s) =>
      (s.gameId === game.identity || s.gameId === game.id) &&
      s.currency === currency &&
      (s.status === PLAYER_FREESPIN_STATUS.issued || mode === 'demo'),
  );
  if (!spins || dismissed === spins.id) return null;
  const play = async () => {
    if (spins.status === PLAYER_FREESPIN_STATUS.issued)
      await activateFreespins.mutateAsync(spins.id);
    if (mode === 'demo') await navigate(realPath);
    // A new launch: the provider's session now holds the free rounds.
    else await client.resetQueries({ queryKey: ['game', 'launch', game.id] });
  };
  return (
    <section className="freespins-offer" role="status" data-testid="freespins-offer">
      <Gift size={20} aria-hidden="true" className="freespins-offer__icon" />
      <div className="freespins-offer__text">
        <p>{t('games.freespinsOffer', { count: spins.count })}</p>
        {mode === 'demo' ? <p className="muted">{t('games.freespinsDemo')}</p> : null}
        <FormError message={activateFreespins.error?.message ?? null} />
      </div>
      <div className="freespins-offer__actions">
        <Button
          variant="primary"
          size="sm"
          isLoading={activateFreespins.isPending}
          onClick={() => void play()}
          data-testid="freespins-play"
        >
          {t('games.freespinsPlay')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDismissed(spins.id)}>
          {t('games.freespinsLater')}
        </Button>
      </div>
    </section>
  );
}
