import { BET_STATUS } from '@casino/contracts/enums';
import { useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { Skeleton } from '../../components/ui/skeleton';
import type { MessageKey } from '../../i18n/translate';
import { useFormatMoney } from '../../lib/money/use-money';
import { useSite, useT } from '../../lib/site';
import { HistoryPager } from './history-pager';
import { HISTORY_PER_PAGE, useBets } from './use-game-history';

const STATUS_NAMES = new Map(
  Object.entries(BET_STATUS).map(([name, code]) => [code as number, name]),
);
const STATUS_STYLE: Record<string, string> = {
  won: 'success',
  lost: 'declined',
  placed: 'pending',
};

/**
 * History tab "bets" (docs/product/api-calls.md#game-and-bonus): settled bets by default, open ones
 * on the other toggle, by pages.
 */
export function BetsTable({ title }: { title: string }) {
  const t = useT();
  const { locale } = useSite();
  const format = useFormatMoney();
  const [isSettled, setSettled] = useState(true);
  const [page, setPage] = useState(1);
  const { data } = useBets(page, isSettled);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card form" aria-labelledby="bets-title">
      <div className="section-head">
        <h2 id="bets-title">{title}</h2>
        <fieldset className="fieldset-plain tabs">
          <legend className="visually-hidden">{t('games.history.betState')}</legend>
          {[true, false].map((value) => (
            <button
              key={String(value)}
              type="button"
              className="chip"
              aria-pressed={isSettled === value}
              data-testid={value ? 'bets-settled' : 'bets-open'}
              onClick={() => {
                setSettled(value);
                setPage(1);
              }}
            >
              {t(value ? 'games.history.settled' : 'games.history.open')}
            </button>
          ))}
        </fieldset>
      </div>
      {!data ? (
        <div className="stack-sm" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} isText width={`${90 - i * 10}%`} />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <p className="muted">
          {t(isSettled ? 'games.history.noBets' : 'games.history.noOpenBets')}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="table tabular">
            <thead>
              <tr>
                <th>{t('wallet.date')}</th>
                <th>{t('games.history.game')}</th>
                <th>{t('games.history.stake')}</th>
                <th>{t('games.history.win')}</th>
                <th>{t('wallet.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((bet) => {
                const status = STATUS_NAMES.get(bet.status) ?? 'placed';
                return (
                  <tr key={bet.id} data-testid="bet-row">
                    <td>{date.format(new Date(bet.settledAt ?? bet.createdAt))}</td>
                    <td>
                      <AppLink
                        to={`/games/${encodeURIComponent(bet.gameId)}`}
                        className="table__link"
                      >
                        {bet.gameName}
                      </AppLink>
                    </td>
                    <td>{format(bet.amount, bet.currency)}</td>
                    <td className={bet.win > 0 ? 'amount--win' : undefined}>
                      {format(bet.win, bet.currency)}
                    </td>
                    <td>
                      <span className={`status status--${STATUS_STYLE[status] ?? status}`}>
                        {t(`games.history.statuses.${status}` as MessageKey)}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {data ? (
        <HistoryPager page={page} total={data.total} perPage={HISTORY_PER_PAGE} onPage={setPage} />
      ) : null}
    </section>
  );
}
