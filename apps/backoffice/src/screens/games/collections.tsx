import { type FormEvent, useState } from 'react';
import { backofficeApi, call } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';
import { CollectionEditor, moved } from './collection-editor.tsx';
import { type Can, useAct } from './use-act.ts';

export function Collections({ can }: { can: Can }) {
  const list = useApi(backofficeApi.listCollections, {});
  const [selected, setSelected] = useState<string | null>(null);
  const { error, act } = useAct(list.reload);
  const edit = can('createCollection');
  const items = list.data?.items ?? [];
  const current = items.find((c) => c.id === selected) ?? items[0] ?? null;
  const reorder = (index: number, step: number) =>
    void act(() =>
      call(backofficeApi.reorderCollections, {
        body: { ids: moved(items, index, step).map((c) => c.id) },
      }),
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
              const created = await call(backofficeApi.createCollection, {
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
