import { INVOICE_STATUS } from '@casino/contracts/enums';
import { useState } from 'react';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import type { MessageKey } from '../../i18n/translate';
import { useFormatMoney } from '../../lib/money/use-money';
import { useSite, useT } from '../../lib/site';
import { useInvoices } from './use-invoices';

const STATUS_NAMES = new Map(
  Object.entries(INVOICE_STATUS).map(([name, code]) => [code as number, name]),
);
const PER_PAGE = 20;

/**
 * Payments history (docs/product/api-calls.md, paymentApi.listInvoices) with a type filter and
 * pages.
 */
export function InvoiceTable({ title }: { title: string }) {
  const t = useT();
  const { locale } = useSite();
  const format = useFormatMoney();
  const [type, setType] = useState<'' | 'deposit' | 'withdrawal'>('');
  const [page, setPage] = useState(1);
  const { data } = useInvoices(`page=${page}&perPage=${PER_PAGE}${type ? `&type=${type}` : ''}`);
  if (!data) return <SectionSkeleton title={title} />;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const pages = Math.max(1, Math.ceil(data.total / PER_PAGE));
  return (
    <section className="card form" aria-labelledby="invoices-title">
      <div className="section-head">
        <h2 id="invoices-title">{title}</h2>
        <div className="tabs" role="tablist">
          {(['', 'deposit', 'withdrawal'] as const).map((value) => (
            <button
              key={value || 'all'}
              type="button"
              role="tab"
              className="chip"
              aria-selected={type === value}
              onClick={() => {
                setType(value);
                setPage(1);
              }}
            >
              {t(
                value === ''
                  ? 'wallet.all'
                  : value === 'deposit'
                    ? 'wallet.deposits'
                    : 'wallet.withdrawals',
              )}
            </button>
          ))}
        </div>
      </div>
      {data.items.length === 0 ? (
        <p className="muted">{t('wallet.empty')}</p>
      ) : (
        <DataTable
          rows={data.items}
          rowKey={(invoice) => invoice.id}
          testId="invoice-row"
          columns={[
            {
              label: t('wallet.date'),
              cell: (invoice) => date.format(new Date(invoice.createdAt)),
            },
            {
              label: t('wallet.type'),
              cell: (invoice) =>
                t(invoice.type === 'deposit' ? 'money.deposit' : 'money.withdrawal'),
            },
            {
              label: t('wallet.amount'),
              cell: (invoice) => format(invoice.amount, invoice.currency),
            },
            {
              label: t('wallet.status'),
              cell: (invoice) => {
                const status = STATUS_NAMES.get(invoice.status) ?? 'created';
                return (
                  <span className={`status status--${status}`}>
                    {t(`wallet.statuses.${status}` as MessageKey)}
                  </span>
                );
              },
            },
            { label: t('wallet.number'), cell: (invoice) => invoice.number },
          ]}
        />
      )}
      {pages > 1 ? (
        <div className="form__links">
          <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('wallet.previous')}
          </Button>
          <span className="muted tabular">
            {page} / {pages}
          </span>
          <Button size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('wallet.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
