import { FilterForm, PagedTable, usePagedTable } from '../../components/paged-table.tsx';
import { backofficeApi } from '../../lib/api.ts';
import { INVOICE_STATUS_NAMES, money, when } from '../../lib/format.ts';

const INVOICE_STATUSES = [
  'created',
  'success',
  'pending',
  'declined',
  'failed',
  'expired',
] as const;

export function Invoices() {
  const table = usePagedTable(
    backofficeApi.listInvoices,
    ({ filters, page, perPage, sort }) => ({
      query: { ...filters, order: sort.order, page, perPage },
    }),
    {
      filters: {} as {
        type?: 'deposit' | 'withdrawal';
        status?: (typeof INVOICE_STATUSES)[number];
        currency?: string;
      },
      sort: { key: 'createdAt', order: 'desc' },
    },
  );
  return (
    <section>
      <h2>Invoices</h2>
      <FilterForm
        filter={table.filter}
        read={(form) => {
          const pick = (name: string) => String(form.get(name) ?? '') || undefined;
          return {
            type: pick('type') as 'deposit' | undefined,
            status: pick('status') as 'pending' | undefined,
            currency: pick('currency')?.toUpperCase(),
          };
        }}
      >
        <select name="type" aria-label="Type">
          <option value="">Any type</option>
          <option value="deposit">deposit</option>
          <option value="withdrawal">withdrawal</option>
        </select>
        <select name="status" aria-label="Status">
          <option value="">Any status</option>
          {INVOICE_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
        <input name="currency" placeholder="Currency, e.g. USD" aria-label="Currency" />
        <button type="submit">Filter</button>
      </FilterForm>
      <PagedTable
        table={table}
        sortable
        columns={[
          { key: 'createdAt', header: 'Created', sortable: true, cell: (i) => when(i.createdAt) },
          { key: 'number', header: 'Number', cell: (i) => i.number },
          { key: 'player', header: 'Player', cell: (i) => i.playerEmail },
          { key: 'type', header: 'Type', cell: (i) => i.type },
          { key: 'amount', header: 'Amount', cell: (i) => money(i.amount, i.currency) },
          { key: 'method', header: 'Method', cell: (i) => i.method },
          {
            key: 'status',
            header: 'Status',
            cell: (i) => INVOICE_STATUS_NAMES[i.status] ?? i.status,
          },
        ]}
        rowKey={(i) => i.id}
      />
    </section>
  );
}
