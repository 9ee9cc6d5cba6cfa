import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/translate';
import { useT } from '../../lib/site';
import { EmptyState } from '../layout/empty-state';
import { PageHeader } from '../layout/page-header';
import { GameGridSkeleton } from './game-skeletons';

interface Texts {
  title: MessageKey;
  empty: MessageKey;
  browse: MessageKey;
}

/** A player's own list of games (favourites, recently played): skeleton, empty state or grid. */
export function PlayerGameList({
  texts,
  icon,
  games,
}: {
  texts: Texts;
  icon: ReactNode;
  games?: string[];
}) {
  const t = useT();
  return (
    <>
      <PageHeader title={t(texts.title)} />
      {!games ? <GameGridSkeleton label={t('common.loading')} count={7} /> : null}
      {games?.length === 0 ? (
        <EmptyState
          icon={icon}
          text={t(texts.empty)}
          actionLabel={t(texts.browse)}
          actionTo="/games"
        />
      ) : null}
    </>
  );
}
