import type { EndpointResponse } from '@casino/contracts/api';
import { FilterForm, PagedTable, usePagedTable } from '../../components/paged-table.tsx';
import { backofficeApi, call } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';
import { type Can, useAct } from './use-act.ts';

type Game = EndpointResponse<typeof backofficeApi.listCatalogGames>['items'][number];

/** Why a game is or is not in the lobby. */
function GameStatus({ game }: { game: Game }) {
  if (game.isEnabled) return <span className="badge on">Shown</span>;
  if (!game.isOperatorEnabled) return <span className="badge off">Off</span>;
  if (!game.providerEnabled) return <span className="badge muted-badge">Provider off</span>;
  return <span className="badge muted-badge">Dropped by provider</span>;
}

export function Catalog({ can }: { can: Can }) {
  const table = usePagedTable(
    backofficeApi.listCatalogGames,
    ({ filters, page, perPage, sort }) => ({
      query: {
        ...filters,
        sort: sort.key as 'name',
        order: sort.order,
        page,
        perPage,
      },
    }),
    {
      filters: {} as {
        search?: string;
        providerId?: string;
        collectionId?: string;
        status?: 'shown' | 'hidden' | 'off';
      },
      sort: { key: 'name', order: 'asc' },
    },
  );
  const providers = useApi(backofficeApi.listGameProviders, {});
  const collections = useApi(backofficeApi.listCollections, {});
  const { error: actError, act } = useAct(table.reload);
  return (
    <>
      <FilterForm
        filter={table.filter}
        read={(form) => {
          const pick = (name: string) => String(form.get(name) ?? '').trim() || undefined;
          return {
            search: pick('search'),
            providerId: pick('providerId'),
            collectionId: pick('collectionId'),
            status: pick('status') as 'shown' | undefined,
          };
        }}
      >
        <input name="search" placeholder="Name or identity" aria-label="Name or identity" />
        <select name="providerId" aria-label="Provider">
          <option value="">Any provider</option>
          {providers.data?.items.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <select name="collectionId" aria-label="Collection">
          <option value="">Any collection</option>
          {collections.data?.items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <select name="status" aria-label="Status">
          <option value="">Any status</option>
          <option value="shown">Shown in the lobby</option>
          <option value="hidden">Hidden</option>
          <option value="off">Switched off here</option>
        </select>
        <button type="submit">Filter</button>
      </FilterForm>
      <PagedTable
        table={table}
        error={table.error ?? actError}
        sortable
        columns={[
          {
            key: 'name',
            header: 'Game',
            sortable: true,
            cell: (g) => (
              <span className="game-cell">
                <img src={g.image} alt="" width={48} height={36} loading="lazy" />
                <span>
                  {g.name}
                  <br />
                  <small className="muted">{g.identity}</small>
                </span>
              </span>
            ),
          },
          { key: 'provider', header: 'Provider', cell: (g) => g.providerName },
          { key: 'categories', header: 'Categories', cell: (g) => g.categories.join(', ') },
          // As the provider's feed states it (an aggregator's own figure, not ours).
          { key: 'rtp', header: 'RTP', cell: (g) => `${g.rtp.toFixed(2)} %` },
          { key: 'popularity', header: 'Popularity', sortable: true, cell: (g) => g.popularity },
          {
            key: 'releasedAt',
            header: 'Released',
            sortable: true,
            cell: (g) => new Date(g.releasedAt).toLocaleDateString('en-GB'),
          },
          { key: 'status', header: 'Status', cell: (g) => <GameStatus game={g} /> },
          {
            key: 'actions',
            header: '',
            cell: (g) =>
              can('updateGame') ? (
                <button
                  type="button"
                  className={g.isOperatorEnabled ? 'small danger' : 'small'}
                  aria-label={`${g.isOperatorEnabled ? 'Disable' : 'Enable'} ${g.name}`}
                  onClick={() =>
                    void act(() =>
                      call(backofficeApi.updateGame, {
                        params: { id: g.id },
                        body: { isEnabled: !g.isOperatorEnabled },
                      }),
                    )
                  }
                >
                  {g.isOperatorEnabled ? 'Disable' : 'Enable'}
                </button>
              ) : null,
          },
        ]}
        rowKey={(g) => g.id}
      />
    </>
  );
}
