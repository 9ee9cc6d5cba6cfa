import { useState } from 'react';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { AppLink } from '../../components/ui/app-link';
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
        <div className="table-scroll">
          <table className="table tabular">
            <thead>
              <tr>
                <th>{t('wallet.date')}</th>
                <th>{t('games.history.game')}</th>
                <th>{t('games.history.stake')}</th>
                <th>{t('games.history.win')}</th>
                <th>{t('games.history.round')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((spin) => (
                <tr key={spin.id} data-testid="spin-row">
                  <td>{date.format(new Date(spin.createdAt))}</td>
                  <td>
                    <AppLink
                      to={`/games/${encodeURIComponent(spin.gameId)}`}
                      className="table__link"
                    >
                      {spin.gameName}
                    </AppLink>
                  </td>
                  <td>{format(spin.stake, spin.currency)}</td>
                  <td className={spin.win > 0 ? 'amount--win' : undefined}>
                    {format(spin.win, spin.currency)}
                  </td>
                  <td className="muted">{spin.roundId.slice(0, 12)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <HistoryPager page={page} total={data.total} perPage={HISTORY_PER_PAGE} onPage={setPage} />
    </section>
  );
}
