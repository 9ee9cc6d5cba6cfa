import type { Game } from '@casino/contracts';
import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/layout/empty-state';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import type { MessageKey } from '../../i18n/translate';
import { useOpenModal } from '../../lib/modal-query';
import { useSessionView } from '../../lib/session/use-session-view';
import { useAlertText, useT } from '../../lib/site';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-skeletons';

interface Texts {
  title: MessageKey;
  empty: MessageKey;
  browse: MessageKey;
  signIn: MessageKey;
}

/**
 * A player's own list of games (favourites, recently played): a sign-in prompt for guests,
 * skeletons while loading, an empty state that says what to do, or the grid.
 */
export function PlayerGameList({
  texts,
  icon,
  games,
  isError,
}: {
  texts: Texts;
  icon: ReactNode;
  games: Game[] | undefined;
  isError?: boolean;
}) {
  const t = useT();
  const alert = useAlertText();
  const { status } = useSessionView();
  const open = useOpenModal();
  let body: ReactNode = <GameGridSkeleton label={t('common.loading')} count={7} />;
  if (status === 'guest') {
    body = (
      <EmptyState icon={<LockKeyhole size={28} />} text={t(texts.signIn)}>
        <Button variant="primary" onClick={() => open('sign-in')}>
          {t('header.signIn')}
        </Button>
      </EmptyState>
    );
  } else if (isError && !games) {
    body = <EmptyState icon={icon} text={alert('global.somethingWrong').text} />;
  } else if (games?.length === 0) {
    body = (
      <EmptyState
        icon={icon}
        text={t(texts.empty)}
        actionLabel={t(texts.browse)}
        actionTo="/games"
      />
    );
  } else if (games) {
    body = <GameGrid games={games} label={t(texts.title)} />;
  }
  return (
    <>
      <PageHeader title={t(texts.title)} />
      {body}
    </>
  );
}
