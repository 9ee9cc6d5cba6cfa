import { type FormEvent, useState } from 'react';
import { call, errorText } from './api.ts';
import { FilterForm, PagedTable, usePagedTable } from './table.tsx';
import { useLoad } from './use-page.ts';

type Can = (name: string) => boolean;
type Game = Awaited<ReturnType<typeof call<'listCatalogGames'>>>['items'][number];
type Collection = Awaited<ReturnType<typeof call<'listCollections'>>>['items'][number];

/** Why a game is or is not in the lobby. */
function GameStatus({ game }: { game: Game }) {
  if (game.isEnabled) return <span className="badge on">Shown</span>;
  if (!game.isOperatorEnabled) return <span className="badge off">Off</span>;
  if (!game.providerEnabled) return <span className="badge muted-badge">Provider off</span>;
  return <span className="badge muted-badge">Dropped by provider</span>;
}

/** Runs a change, shows its error, reloads after. */
function useAct(reload: () => void) {
  const [error, setError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    }
    reload();
  };
  return { error, act };
}

const TABS = [
  { key: 'catalog', label: 'Catalog' },
  { key: 'collections', label: 'Collections' },
  { key: 'providers', label: 'Providers' },
] as const;

/** The games screen: catalog, lobby collections, providers (docs/decisions/024). */
export function Games({ can }: { can: Can }) {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('catalog');
  return (
    <section>
      <h2>Games</h2>
      <div className="tabs" role="tablist">
        {TABS.map((t) => (
          <button
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            key={t.key}
            className={tab === t.key ? 'tab active' : 'tab'}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === 'catalog' && <Catalog can={can} />}
      {tab === 'collections' && <Collections can={can} />}
      {tab === 'providers' && <Providers can={can} />}
    </section>
  );
}

function Catalog({ can }: { can: Can }) {
  const table = usePagedTable(
    ({ filters, page, perPage, sort }) =>
      call('listCatalogGames', {
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
  const providers = useLoad(() => call('listGameProviders'), []);
  const collections = useLoad(() => call('listCollections'), []);
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
                      call('updateGame', {
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

function Providers({ can }: { can: Can }) {
  const { data, error, reload } = useLoad(() => call('listGameProviders'), []);
  const { error: actError, act } = useAct(reload);
  return (
    <>
      {(error || actError) && <p className="error">{error ?? actError}</p>}
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Provider</th>
              <th>Identity</th>
              <th>Games</th>
              <th>Shown</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data?.items.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>{p.identity}</td>
                <td>{p.gamesCount}</td>
                <td>{p.shownCount}</td>
                <td>
                  <span className={p.isEnabled ? 'badge on' : 'badge off'}>
                    {p.isEnabled ? 'Enabled' : 'Disabled'}
                  </span>
                </td>
                <td>
                  {can('updateGameProvider') && (
                    <button
                      type="button"
                      className={p.isEnabled ? 'small danger' : 'small'}
                      onClick={() => {
                        if (
                          p.isEnabled &&
                          !window.confirm(`Hide all ${p.shownCount} games of ${p.name}?`)
                        ) {
                          return;
                        }
                        void act(() =>
                          call('updateGameProvider', {
                            params: { id: p.id },
                            body: { isEnabled: !p.isEnabled },
                          }),
                        );
                      }}
                    >
                      {p.isEnabled ? 'Disable' : 'Enable'}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        A disabled provider's games leave the lobby and cannot be launched; enabling it brings back
        those not switched off one by one.
      </p>
    </>
  );
}

/** Moves item `index` by `step` in a copy of `list`. */
function moved<T>(list: T[], index: number, step: number): T[] {
  const next = [...list];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function Collections({ can }: { can: Can }) {
  const list = useLoad(() => call('listCollections'), []);
  const [selected, setSelected] = useState<string | null>(null);
  const { error, act } = useAct(list.reload);
  const edit = can('createCollection');
  const items = list.data?.items ?? [];
  const current = items.find((c) => c.id === selected) ?? items[0] ?? null;
  const reorder = (index: number, step: number) =>
    void act(() =>
      call('reorderCollections', { body: { ids: moved(items, index, step).map((c) => c.id) } }),
    );
  return (
    <>
      {(list.error || error) && <p className="error">{list.error ?? error}</p>}
      {edit && (
        <form
          className="filters"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const form = event.currentTarget;
            const data = new FormData(form);
            void act(async () => {
              const created = await call('createCollection', {
                body: {
                  name: String(data.get('name')),
                  identity: String(data.get('identity')),
                },
              });
              form.reset();
              setSelected(created.id);
            });
          }}
        >
          <input name="name" placeholder="New collection name" aria-label="Name" required />
          <input
            name="identity"
            placeholder="identity-in-urls"
            aria-label="Identity"
            pattern="[a-z0-9][a-z0-9\-]*"
            required
          />
          <button type="submit" className="primary">
            Create collection
          </button>
        </form>
      )}
      <div className="split">
        <ol className="collection-list">
          {items.map((c, index) => (
            <li key={c.id} className={current?.id === c.id ? 'selected' : ''}>
              <button type="button" className="link" onClick={() => setSelected(c.id)}>
                {c.name}
              </button>
              <small className="muted">
                {' '}
                {c.gamesCount} games{c.countries.length ? ` · ${c.countries.join(', ')}` : ''}
                {c.isEnabled ? '' : ' · off'}
              </small>
              {edit && (
                <span className="actions">
                  <button
                    type="button"
                    className="small"
                    aria-label={`Move ${c.name} up`}
                    disabled={index === 0}
                    onClick={() => reorder(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="small"
                    aria-label={`Move ${c.name} down`}
                    disabled={index === items.length - 1}
                    onClick={() => reorder(index, 1)}
                  >
                    ↓
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
        {current && (
          <CollectionEditor
            key={current.id}
            collection={current}
            edit={edit}
            onChanged={list.reload}
          />
        )}
      </div>
    </>
  );
}

function CollectionEditor({
  collection,
  edit,
  onChanged,
}: {
  collection: Collection;
  edit: boolean;
  onChanged: () => void;
}) {
  const games = useLoad(
    () => call('listCollectionGames', { params: { id: collection.id } }),
    [collection.id],
  );
  const [search, setSearch] = useState('');
  const found = useLoad(
    () =>
      search
        ? call('listCatalogGames', { query: { search, perPage: 8, page: 1 } })
        : Promise.resolve(null),
    [search],
  );
  const { error, act } = useAct(() => {
    games.reload();
    onChanged();
  });
  const list = games.data?.items ?? [];
  const save = (ids: string[]) =>
    void act(() =>
      call('setCollectionGames', { params: { id: collection.id }, body: { gameIds: ids } }),
    );
  const ids = list.map((g) => g.id);
  return (
    <div className="card collection-editor">
      {edit ? (
        <form
          className="filters"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const name = String(new FormData(event.currentTarget).get('name')).trim();
            void act(() =>
              call('updateCollection', { params: { id: collection.id }, body: { name } }),
            );
          }}
        >
          <input name="name" defaultValue={collection.name} aria-label="Collection name" required />
          <button type="submit">Rename</button>
          <button
            type="button"
            onClick={() =>
              void act(() =>
                call('updateCollection', {
                  params: { id: collection.id },
                  body: { isEnabled: !collection.isEnabled },
                }),
              )
            }
          >
            {collection.isEnabled ? 'Hide from lobby' : 'Show in lobby'}
          </button>
        </form>
      ) : (
        <h3>{collection.name}</h3>
      )}
      <p className="muted">
        <code>{collection.identity}</code>
        {collection.isOperatorManaged
          ? ' · edited here: the catalog sync leaves it as it is'
          : ' · rebuilt by the catalog sync until edited here'}
      </p>
      {(games.error || error) && <p className="error">{games.error ?? error}</p>}
      <ol className="plain ordered">
        {list.map((g, index) => (
          <li key={g.id}>
            <span className="position">{index + 1}</span>
            <span className="grow">
              {g.name} <small className="muted">{g.providerName}</small>
              {!g.isEnabled && <span className="badge muted-badge">hidden</span>}
            </span>
            {edit && (
              <span className="actions">
                <button
                  type="button"
                  className="small"
                  aria-label={`Move ${g.name} up`}
                  disabled={index === 0}
                  onClick={() => save(moved(ids, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="small"
                  aria-label={`Move ${g.name} down`}
                  disabled={index === list.length - 1}
                  onClick={() => save(moved(ids, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="small danger"
                  aria-label={`Remove ${g.name}`}
                  onClick={() => save(ids.filter((id) => id !== g.id))}
                >
                  Remove
                </button>
              </span>
            )}
          </li>
        ))}
        {list.length === 0 && <li className="muted">No games yet.</li>}
      </ol>
      {edit && (
        <>
          <form
            className="filters add-game"
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              setSearch(String(new FormData(event.currentTarget).get('search')).trim());
            }}
          >
            <input name="search" placeholder="Find a game to add" aria-label="Find a game" />
            <button type="submit">Find</button>
          </form>
          <ul className="plain">
            {found.data?.items.map((g) => (
              <li key={g.id} className="found">
                <span className="grow">
                  {g.name} <small className="muted">{g.providerName}</small>
                </span>
                <button
                  type="button"
                  className="small"
                  aria-label={`Add ${g.name}`}
                  disabled={ids.includes(g.id)}
                  onClick={() => save([...ids, g.id])}
                >
                  {ids.includes(g.id) ? 'Added' : 'Add'}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
