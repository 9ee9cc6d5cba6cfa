import { type FormEvent, useState } from 'react';
import { ApiError, backofficeApi, call } from './api.ts';
import { when } from './format.ts';
import { DataTable } from './table.tsx';
import { useLoad } from './use-page.ts';

type Entry = Awaited<ReturnType<typeof call<'getContentEntry'>>>;
type EntryId = { group: string; key: string; locale: string };

const GROUPS = backofficeApi.listContentEntries.query.shape.group.unwrap().options;
const LOCALES = ['en', 'de', 'es', 'pt-br'];

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : 'Something went wrong');

/** Content entries per group and locale: pick one, edit its draft, publish. */
export function Content({ canEdit }: { canEdit: boolean }) {
  const [filters, setFilters] = useState<{ group?: string; locale?: string }>({
    group: 'pages.questions',
    locale: 'de',
  });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<EntryId | null>(null);
  const perPage = 50;
  const { data, error, reload } = useLoad(
    () =>
      call('listContentEntries', {
        query: { ...(filters as { group?: 'pages.questions' }), page, perPage },
      }),
    [filters, page],
  );
  if (open) {
    return (
      <Editor
        id={open}
        canEdit={canEdit}
        back={() => {
          setOpen(null);
          reload();
        }}
      />
    );
  }
  return (
    <section>
      <h2>Content</h2>
      <form
        className="filters"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setFilters({
            group: String(form.get('group')) || undefined,
            locale: String(form.get('locale')) || undefined,
          });
          setPage(1);
        }}
      >
        <select name="group" aria-label="Group" defaultValue={filters.group}>
          <option value="">Any group</option>
          {GROUPS.map((group) => (
            <option key={group}>{group}</option>
          ))}
        </select>
        <select name="locale" aria-label="Language" defaultValue={filters.locale}>
          <option value="">Any language</option>
          {LOCALES.map((locale) => (
            <option key={locale}>{locale}</option>
          ))}
        </select>
        <button type="submit">Show</button>
      </form>
      {error && <p className="error">{error}</p>}
      {data && (
        <DataTable
          columns={[
            {
              key: 'key',
              header: 'Entry',
              cell: (e) => (
                <button
                  type="button"
                  className="link"
                  onClick={() => setOpen({ group: e.group, key: e.key, locale: e.locale })}
                >
                  {e.key}
                </button>
              ),
            },
            { key: 'group', header: 'Group', cell: (e) => e.group },
            { key: 'locale', header: 'Language', cell: (e) => e.locale },
            { key: 'status', header: 'Status', cell: (e) => e.status },
            { key: 'updatedAt', header: 'Updated', cell: (e) => when(e.updatedAt) },
          ]}
          rows={data.items}
          rowKey={(e) => `${e.group}/${e.key}/${e.locale}`}
          total={data.total}
          page={page}
          perPage={perPage}
          onPage={setPage}
        />
      )}
    </section>
  );
}

/** A field of the entry's data: text (inputs, Markdown bodies in a text area) or JSON. */
function fieldsOf(data: unknown): [string, string, 'text' | 'long' | 'json'][] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return [['(data)', JSON.stringify(data, null, 2), 'json']];
  }
  return Object.entries(data as Record<string, unknown>).map(([key, value]) =>
    typeof value === 'string'
      ? [key, value, value.length > 80 || value.includes('\n') ? 'long' : 'text']
      : [key, JSON.stringify(value, null, 2), 'json'],
  );
}

function Editor({ id, canEdit, back }: { id: EntryId; canEdit: boolean; back: () => void }) {
  const {
    data: entry,
    error,
    reload,
  } = useLoad(() => call('getContentEntry', { params: id }), [id.group, id.key, id.locale]);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = entry ? fieldsOf(entry.draft ?? entry.published) : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const publish = submitter?.value === 'publish';
    const form = new FormData(event.currentTarget);
    setFailure(null);
    try {
      const data =
        fields[0]?.[0] === '(data)'
          ? JSON.parse(String(form.get('(data)')))
          : Object.fromEntries(
              fields.map(([key, , kind]) => {
                const value = String(form.get(key));
                return [key, kind === 'json' ? JSON.parse(value) : value];
              }),
            );
      void call('saveContentEntry', { params: id, body: { data, publish } })
        .then((saved: Entry) => {
          setMessage(
            publish ? 'Published: the site shows it now' : `Draft saved (${saved.status})`,
          );
          reload();
        })
        .catch((e: unknown) => setFailure(errorText(e)));
    } catch {
      setFailure('A JSON field is not valid JSON');
    }
  };

  return (
    <section>
      <button type="button" className="link" onClick={back}>
        ← Content
      </button>
      <h2>
        {id.group} / {id.key} / {id.locale}
      </h2>
      {error && <p className="error">{error}</p>}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {message && <p className="notice">{message}</p>}
      {entry && (
        <form className="card editor" onSubmit={submit}>
          <p className="muted">
            Status: {entry.status} · {entry.origin === 'seed' ? 'as shipped' : 'edited'} · published{' '}
            {when(entry.publishedAt)}
          </p>
          {fields.map(([key, value, kind]) => (
            <label key={`${key}:${entry.updatedAt}`} htmlFor={`field-${key}`}>
              {key}
              {kind === 'text' ? (
                <input id={`field-${key}`} name={key} defaultValue={value} disabled={!canEdit} />
              ) : (
                <textarea
                  id={`field-${key}`}
                  name={key}
                  defaultValue={value}
                  rows={kind === 'long' ? 12 : Math.min(8, value.split('\n').length + 1)}
                  disabled={!canEdit}
                />
              )}
            </label>
          ))}
          {canEdit && (
            <div className="actions">
              <button type="submit" value="draft">
                Save draft
              </button>
              <button type="submit" value="publish" className="primary">
                Publish
              </button>
              {entry.published !== null && (
                <button
                  type="button"
                  className="danger"
                  onClick={() =>
                    void call('unpublishContentEntry', { params: id })
                      .then(() => {
                        setMessage('Taken off the site (kept as a draft)');
                        reload();
                      })
                      .catch((e: unknown) => setFailure(errorText(e)))
                  }
                >
                  Unpublish
                </button>
              )}
            </div>
          )}
        </form>
      )}
    </section>
  );
}
