import { BET_STATUS, INVOICE_STATUS } from '@casino/contracts/enums';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { AppLink } from '../../components/ui/app-link';
import { DataTable } from '../../components/ui/data-table';
import { useBets } from '../../features/games/use-game-history';
import { useInvoices } from '../../features/wallet/use-invoices';
import { WhereIStand } from '../../features/wallet/where-i-stand';
import type { MessageKey } from '../../i18n/translate';
import { useFormatMoney } from '../../lib/money/use-money';
import { useSite, useT } from '../../lib/site';

/** How many of the newest payments and bets the parent tab shows together. */
const LATEST = 10;

const INVOICE_STATUS_NAMES = new Map(
  Object.entries(INVOICE_STATUS).map(([name, code]) => [code as number, name]),
);
const BET_STATUS_NAMES = new Map(
  Object.entries(BET_STATUS).map(([name, code]) => [code as number, name]),
);
const BET_STATUS_STYLE: Record<string, string> = { won: 'success', lost: 'declined' };

interface Activity {
  id: string;
  at: string;
  /** What happened, as a link to where it is listed in full. */
  what: { text: string; to: string };
  amount: string;
  status: { text: string; style: string };
}

/**
 * The parent history tab (docs/product/routes-and-modals.md#profile-area): where the player
 * stands (issue 35: net position and statements), then the newest payments and settled bets in
 * one list, newest first, each linking to its own tab or game.
 */
export default function HistoryIndex() {
  return (
    <>
      <WhereIStand />
      <LatestActivity />
    </>
  );
}

function LatestActivity() {
  const t = useT();
  const { locale } = useSite();
  const format = useFormatMoney();
  const invoices = useInvoices(`page=1&perPage=${LATEST}`).data;
  const bets = useBets(1, true).data;
  const title = t('activity.title');
  if (!invoices || !bets) return <SectionSkeleton title={title} />;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const rows: Activity[] = [
    ...invoices.items.map((invoice) => {
      const status = INVOICE_STATUS_NAMES.get(invoice.status) ?? 'created';
      return {
        id: `invoice-${invoice.id}`,
        at: invoice.createdAt,
        what: {
          text: t(invoice.type === 'deposit' ? 'money.deposit' : 'money.withdrawal'),
          to: '/profile/history/transactions',
        },
        amount: format(invoice.amount, invoice.currency),
        status: { text: t(`wallet.statuses.${status}` as MessageKey), style: status },
      };
    }),
    ...bets.items.map((bet) => {
      const status = BET_STATUS_NAMES.get(bet.status) ?? 'placed';
      const text = t(`games.history.statuses.${status}` as MessageKey);
      return {
        id: `bet-${bet.id}`,
        at: bet.settledAt ?? bet.createdAt,
        what: {
          text: t('activity.bet', { game: bet.gameName }),
          to: `/games/${encodeURIComponent(bet.gameId)}`,
        },
        amount: format(bet.amount, bet.currency),
        status: {
          text: bet.win > 0 ? `${text} ${format(bet.win, bet.currency)}` : text,
          style: BET_STATUS_STYLE[status] ?? 'pending',
        },
      };
    }),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, LATEST);
  return (
    <section className="card form" aria-labelledby="activity-title">
      <h2 id="activity-title">{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t('activity.empty')}</p>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(row) => row.id}
          testId="activity-row"
          columns={[
            { label: t('wallet.date'), cell: (row) => date.format(new Date(row.at)) },
            {
              label: t('activity.what'),
              cell: (row) => (
                <AppLink to={row.what.to} className="table__link">
                  {row.what.text}
                </AppLink>
              ),
            },
            { label: t('wallet.amount'), cell: (row) => row.amount },
            {
              label: t('wallet.status'),
              cell: (row) => (
                <span className={`status status--${row.status.style}`}>{row.status.text}</span>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
