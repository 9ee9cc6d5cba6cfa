import type { AdminBonusDefinition } from '@casino/contracts';
import { useState } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { backofficeApi, call } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { BonusEditor } from './bonus-editor.tsx';
import { dollars, failureText } from './bonus-form.ts';

/** Bonus offers (marketing): the list with their terms, an editor, publish. */
export function Bonuses({ canEdit }: { canEdit: boolean }) {
  const { data, error, reload } = useApi(backofficeApi.listBonusDefinitions, {});
  const [open, setOpen] = useState<AdminBonusDefinition | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const publish = (row: AdminBonusDefinition) =>
    call(backofficeApi.publishBonusDefinition, { params: { id: row.id } })
      .then(() => {
        setMessage(`${row.identity} is published`);
        reload();
      })
      .catch((e: unknown) => setMessage(failureText(e)));
  if (open) {
    return (
      <BonusEditor
        row={open === 'new' ? null : open}
        cap={data?.maxWageringMultiplier ?? 0}
        back={() => {
          setOpen(null);
          reload();
        }}
      />
    );
  }
  return (
    <section>
      <h2>Bonus offers</h2>
      <p className="muted">
        Amounts in USD, converted at the current rate when a bonus is granted. Wagering cap of this
        jurisdiction: {data?.maxWageringMultiplier ? `${data.maxWageringMultiplier}×` : 'none'}.
      </p>
      {canEdit && (
        <button type="button" className="primary" onClick={() => setOpen('new')}>
          New offer
        </button>
      )}
      {message && <p className="notice">{message}</p>}
      {error && <p className="error">{error}</p>}
      {data && (
        <DataTable
          columns={[
            {
              key: 'identity',
              header: 'Offer',
              cell: (d) => (
                <button type="button" className="link" onClick={() => setOpen(d)}>
                  {d.identity}
                </button>
              ),
            },
            { key: 'name', header: 'Name', cell: (d) => d.name },
            {
              key: 'terms',
              header: 'Bonus',
              cell: (d) =>
                d.kind === 'free_spins'
                  ? `${d.freeSpinCount} free spins on ${d.freeSpinGame} at $${dollars(d.amount)}`
                  : d.kind === 'fixed'
                    ? `$${dollars(d.amount)}`
                    : `${d.percent}% up to $${dollars(d.amount)}`,
            },
            {
              key: 'wagering',
              header: 'Wagering',
              cell: (d) => `${d.wageringMultiplier}× / ${d.wageringDays} d`,
            },
            {
              key: 'how',
              header: 'Given',
              cell: (d) =>
                d.welcomeStep
                  ? `welcome deposit ${d.welcomeStep}`
                  : d.code
                    ? `code ${d.code}`
                    : '—',
            },
            { key: 'state', header: 'State', cell: (d) => d.state },
            { key: 'updatedAt', header: 'Updated', cell: (d) => when(d.updatedAt) },
            {
              key: 'actions',
              header: '',
              cell: (d) =>
                canEdit && d.state !== 'published' ? (
                  <button type="button" className="small" onClick={() => void publish(d)}>
                    Publish
                  </button>
                ) : null,
            },
          ]}
          rows={data.items}
          rowKey={(d) => d.id}
          total={data.items.length}
          page={1}
          perPage={Math.max(1, data.items.length)}
          onPage={() => {}}
        />
      )}
    </section>
  );
}
