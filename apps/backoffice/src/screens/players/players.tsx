import { useNavigate } from 'react-router';
import { FilterForm, PagedTable, textOf, usePagedTable } from '../../components/paged-table.tsx';
import { backofficeApi } from '../../lib/api.ts';
import { PLAYER_STATUS_NAMES, when } from '../../lib/format.ts';

/** Player search: email, id, nickname, phone or name; a row opens the player card. */
export function Players() {
  const navigate = useNavigate();
  const open = (id: string) => navigate(`/players/${id}`);
  const table = usePagedTable(
    backofficeApi.searchPlayers,
    ({ filters, page, perPage, sort }) => ({
      query: { ...filters, page, perPage, sort: sort.key as 'createdAt', order: sort.order },
    }),
    {
      filters: { search: undefined as string | undefined },
      sort: { key: 'createdAt', order: 'desc' },
    },
  );
  return (
    <section>
      <h2>Players</h2>
      <FilterForm filter={table.filter} read={(form) => ({ search: textOf(form, 'search') })}>
        <input
          name="search"
          placeholder="Email, id, nickname, phone or name"
          aria-label="Email, id, nickname, phone or name"
        />
        <button type="submit">Search</button>
      </FilterForm>
      <PagedTable
        table={table}
        sortable
        columns={[
          {
            key: 'email',
            header: 'Email',
            sortable: true,
            cell: (p) => (
              <button type="button" className="link" onClick={() => open(p.id)}>
                {p.email}
              </button>
            ),
          },
          { key: 'nickname', header: 'Nickname', cell: (p) => p.nickname ?? '—' },
          {
            key: 'name',
            header: 'Name',
            cell: (p) => [p.firstName, p.lastName].filter(Boolean).join(' ') || '—',
          },
          { key: 'country', header: 'Country', cell: (p) => p.country ?? '—' },
          { key: 'status', header: 'Status', cell: (p) => PLAYER_STATUS_NAMES[p.status] },
          {
            key: 'createdAt',
            header: 'Registered',
            sortable: true,
            cell: (p) => when(p.createdAt),
          },
        ]}
        rowKey={(p) => p.id}
      />
    </section>
  );
}
