import { FilterForm, PagedTable, textOf, usePagedTable } from '../../components/paged-table.tsx';
import { backofficeApi } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

export function Audit() {
  const table = usePagedTable(
    backofficeApi.listAudit,
    ({ filters, page, perPage }) => ({ query: { ...filters, page, perPage } }),
    { filters: {} as { actor?: string; action?: string; targetId?: string } },
  );
  return (
    <section>
      <h2>Audit log</h2>
      <FilterForm
        filter={table.filter}
        read={(form) => ({
          actor: textOf(form, 'actor'),
          action: textOf(form, 'action'),
          targetId: textOf(form, 'targetId'),
        })}
      >
        <input name="actor" placeholder="Who (email or key)" aria-label="Who (email or key)" />
        <input
          name="action"
          placeholder="Action, e.g. withdrawal.approve"
          aria-label="Action, e.g. withdrawal.approve"
        />
        <input name="targetId" placeholder="Target id" aria-label="Target id" />
        <button type="submit">Filter</button>
      </FilterForm>
      <PagedTable
        table={table}
        columns={[
          { key: 'at', header: 'When', cell: (e) => when(e.at) },
          { key: 'actor', header: 'Who', cell: (e) => e.actorLabel },
          { key: 'ip', header: 'From', cell: (e) => e.ip ?? '—' },
          { key: 'action', header: 'Action', cell: (e) => e.action },
          {
            key: 'target',
            header: 'Target',
            cell: (e) => (e.targetId ? `${e.targetType} ${e.targetId}` : '—'),
          },
          {
            key: 'change',
            header: 'Before → after',
            cell: (e) => (
              <code className="json">
                {JSON.stringify(e.before ?? null)} → {JSON.stringify(e.after ?? null)}
              </code>
            ),
          },
        ]}
        rowKey={(e) => String(e.id)}
      />
    </section>
  );
}
