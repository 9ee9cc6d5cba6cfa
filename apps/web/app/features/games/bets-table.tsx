import { BET_STATUS } from '@casino/contracts/enums';
import { useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { DataTable } from '../../components/ui/data-table';
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
        <DataTable
          rows={data.items}
          rowKey={(bet) => bet.id}
          testId="bet-row"
          columns={[
            {
              label: t('wallet.date'),
              cell: (bet) => date.format(new Date(bet.settledAt ?? bet.createdAt)),
            },
            {
              label: t('games.history.game'),
              cell: (bet) => (
                <AppLink to={`/games/${encodeURIComponent(bet.gameId)}`} className="table__link">
                  {bet.gameName}
                </AppLink>
              ),
            },
            { label: t('games.history.stake'), cell: (bet) => format(bet.amount, bet.currency) },
            {
              label: t('games.history.win'),
              cell: (bet) => format(bet.win, bet.currency),
              className: (bet) => (bet.win > 0 ? 'amount--win' : undefined),
            },
            {
              label: t('wallet.status'),
              cell: (bet) => {
                const status = STATUS_NAMES.get(bet.status) ?? 'placed';
                return (
                  <span className={`status status--${STATUS_STYLE[status] ?? status}`}>
                    {t(`games.history.statuses.${status}` as MessageKey)}
                  </span>
                );
              },
            },
          ]}
        />
      )}
      {data ? (
        <HistoryPager page={page} total={data.total} perPage={HISTORY_PER_PAGE} onPage={setPage} />
      ) : null}
    </section>
  );
}
