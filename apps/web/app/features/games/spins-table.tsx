import { useState } from 'react';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { AppLink } from '../../components/ui/app-link';
import { DataTable } from '../../components/ui/data-table';
import { useFormatMoney } from '../../lib/money/use-money';
import { useSite, useT } from '../../lib/site';
import { HistoryPager } from './history-pager';
import { HISTORY_PER_PAGE, useSpins } from './use-game-history';

/**
 * History tab "spins" (docs/product/routes-and-modals.md#profile-area): each round with its stake
 * and win, newest first, by pages.
 */
export function SpinsTable({ title }: { title: string }) {
  const t = useT();
  const { locale } = useSite();
  const format = useFormatMoney();
  const [page, setPage] = useState(1);
  const { data } = useSpins(page);
  if (!data) return <SectionSkeleton title={title} />;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card form" aria-labelledby="spins-title">
      <h2 id="spins-title">{title}</h2>
      {data.items.length === 0 ? (
        <p className="muted">{t('games.history.noSpins')}</p>
      ) : (
        <DataTable
          rows={data.items}
          rowKey={(spin) => spin.id}
          testId="spin-row"
          columns={[
            { label: t('wallet.date'), cell: (spin) => date.format(new Date(spin.createdAt)) },
            {
              label: t('games.history.game'),
              cell: (spin) => (
                <AppLink to={`/games/${encodeURIComponent(spin.gameId)}`} className="table__link">
                  {spin.gameName}
                </AppLink>
              ),
            },
            { label: t('games.history.stake'), cell: (spin) => format(spin.stake, spin.currency) },
            {
              label: t('games.history.win'),
              cell: (spin) => format(spin.win, spin.currency),
              className: (spin) => (spin.win > 0 ? 'amount--win' : undefined),
            },
            {
              label: t('games.history.round'),
              cell: (spin) => spin.roundId.slice(0, 12),
              className: () => 'muted',
            },
          ]}
        />
      )}
      <HistoryPager page={page} total={data.total} perPage={HISTORY_PER_PAGE} onPage={setPage} />
    </section>
  );
}
