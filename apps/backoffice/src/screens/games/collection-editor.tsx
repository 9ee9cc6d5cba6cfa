import type { EndpointResponse } from '@casino/contracts/api';
import { type FormEvent, useState } from 'react';
import { backofficeApi, call } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';
import { useAct } from './use-act.ts';

type Collection = EndpointResponse<typeof backofficeApi.listCollections>['items'][number];

/** Moves item `index` by `step` in a copy of `list`. */
export function moved<T>(list: T[], index: number, step: number): T[] {
  const next = [...list];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function CollectionEditor({
  collection,
  edit,
  onChanged,
}: {
  collection: Collection;
  edit: boolean;
  onChanged: () => void;
}) {
  const games = useApi(backofficeApi.listCollectionGames, { params: { id: collection.id } });
  const [search, setSearch] = useState('');
  const found = useApi(
    backofficeApi.listCatalogGames,
    { query: { search, perPage: 8, page: 1 } },
    { enabled: search !== '' },
  );
  const { error, act } = useAct(() => {
    games.reload();
    onChanged();
  });
  const list = games.data?.items ?? [];
  const save = (ids: string[]) =>
    void act(() =>
      call(backofficeApi.setCollectionGames, {
        params: { id: collection.id },
        body: { gameIds: ids },
      }),
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
              call(backofficeApi.updateCollection, {
                params: { id: collection.id },
                body: { name },
              }),
            );
          }}
        >
          <input name="name" defaultValue={collection.name} aria-label="Collection name" required />
          <button type="submit">Rename</button>
          <button
            type="button"
            onClick={() =>
              void act(() =>
                call(backofficeApi.updateCollection, {
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
