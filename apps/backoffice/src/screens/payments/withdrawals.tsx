import type { EndpointResponse } from '@casino/contracts/api';
import { useState } from 'react';
import { PagedTable, usePagedTable } from '../../components/paged-table.tsx';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';

type Withdrawal = EndpointResponse<typeof backofficeApi.listWithdrawals>['items'][number];

/** Pending withdrawals, oldest first: approve one or several, or reject with a reason. */
export function Withdrawals({ canDecide }: { canDecide: boolean }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const table = usePagedTable(
    backofficeApi.listWithdrawals,
    ({ page, perPage }) => ({ query: { status: 'pending' as const, page, perPage } }),
    { filters: null },
  );
  const { reload } = table;
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      setSelected(new Set());
      reload();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <section>
      <h2>Withdrawals queue</h2>
      {(error || table.error) && <p className="error">{error ?? table.error}</p>}
      {canDecide && selected.size > 0 && (
        <button
          type="button"
          className="primary"
          onClick={() =>
            void act(() =>
              call(backofficeApi.bulkApproveWithdrawals, { body: { ids: [...selected] } }),
            )
          }
        >
          Approve {selected.size} selected
        </button>
      )}
      <PagedTable
        table={table}
        error={null}
        columns={[
          ...(canDecide
            ? [
                {
                  key: 'select',
                  header: '',
                  cell: (w: Withdrawal) => (
                    <input
                      type="checkbox"
                      aria-label={`Select ${w.number}`}
                      checked={selected.has(w.id)}
                      onChange={(event) => {
                        const next = new Set(selected);
                        if (event.target.checked) next.add(w.id);
                        else next.delete(w.id);
                        setSelected(next);
                      }}
                    />
                  ),
                },
              ]
            : []),
          { key: 'createdAt', header: 'Requested', cell: (w) => when(w.createdAt) },
          { key: 'number', header: 'Number', cell: (w) => w.number },
          { key: 'player', header: 'Player', cell: (w) => w.playerEmail },
          { key: 'amount', header: 'Amount', cell: (w) => money(w.amount, w.currency) },
          {
            key: 'method',
            header: 'Method',
            cell: (w) => `${w.method} → ${w.destination ?? '?'}`,
          },
          {
            key: 'turnover',
            header: 'Turnover',
            cell: (w) =>
              w.turnoverRemaining > 0
                ? `${money(w.turnoverRemaining, w.currency)} to wager`
                : 'done',
          },
          {
            key: 'warning',
            header: 'Warning',
            cell: (w) => (w.warning ? <span className="warning">{w.warning}</span> : ''),
          },
          ...(canDecide
            ? [
                {
                  key: 'actions',
                  header: 'Decision',
                  cell: (w: Withdrawal) => (
                    <span className="actions">
                      <button
                        type="button"
                        className="primary small"
                        onClick={() =>
                          void act(() =>
                            call(backofficeApi.approveWithdrawal, { params: { id: w.id } }),
                          )
                        }
                      >
                        Approve
                      </button>
                      <button
                        type="button"
                        className="danger small"
                        onClick={() => {
                          const reason = window.prompt(`Why reject ${w.number}?`);
                          if (reason) {
                            void act(() =>
                              call(backofficeApi.rejectWithdrawal, {
                                params: { id: w.id },
                                body: { reason },
                              }),
                            );
                          }
                        }}
                      >
                        Reject
                      </button>
                    </span>
                  ),
                },
              ]
            : []),
        ]}
        rowKey={(w) => w.id}
        empty="No withdrawal is waiting"
      />
    </section>
  );
}
