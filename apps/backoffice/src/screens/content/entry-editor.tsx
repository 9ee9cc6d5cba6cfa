import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, backofficeApi, call, errorText } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { queryKeyOf, useApi, useInvalidate } from '../../lib/query.ts';
import { type Entry, type EntryId, paramsOf } from './entry.tsx';
import { MarkdownField } from './markdown-field.tsx';

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

/** "Preview on site": the entry's page with the preview token, where the saved draft shows. */
function PreviewOnSite({ id }: { id: EntryId }) {
  const { data, error } = useApi(backofficeApi.getContentPreviewLink, { params: paramsOf(id) });
  if (error) return <p className="muted">{error}</p>;
  if (!data) return null;
  return (
    <a className="button secondary" href={data.url} target="_blank" rel="noopener">
      Preview on site
    </a>
  );
}

type Loaded = { entry: Entry | null; data: unknown };

/** The entry, or (a language without it) the English entry's text to start a translation. */
async function loadEntry(id: EntryId): Promise<Loaded> {
  try {
    const entry = await call(backofficeApi.getContentEntry, { params: paramsOf(id) });
    return { entry, data: entry.draft ?? entry.published };
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 404 || id.locale === 'en') throw e;
    const english = await call(backofficeApi.getContentEntry, {
      params: paramsOf({ ...id, locale: 'en' }),
    });
    return { entry: null, data: english.draft ?? english.published };
  }
}

export function EntryEditor({
  id,
  canEdit,
  back,
}: {
  id: EntryId;
  canEdit: boolean;
  back: () => void;
}) {
  const invalidate = useInvalidate();
  const query = useQuery({
    queryKey: queryKeyOf(backofficeApi.getContentEntry, { params: paramsOf(id) }),
    queryFn: () => loadEntry(id),
  });
  const loaded = query.data;
  const error = query.error ? errorText(query.error) : null;
  // A saved draft changes the entry and the preview link's version.
  const reload = () =>
    void invalidate(backofficeApi.getContentEntry, backofficeApi.getContentPreviewLink);
  const entry = loaded?.entry ?? null;
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const fields = loaded ? fieldsOf(loaded.data) : [];
  const isMarkdown = (key: string) => id.group.startsWith('pages.') && key === 'body';
  const act = (action: Promise<unknown>, done: string) =>
    void action
      .then(() => {
        setMessage(done);
        setFailure(null);
        reload();
      })
      .catch((e: unknown) => setFailure(errorText(e)));

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
      act(
        call(backofficeApi.saveContentEntry, { params: paramsOf(id), body: { data, publish } }),
        publish
          ? 'Published: the site shows it now'
          : 'Draft saved: "Preview on site" shows it, the public site does not yet',
      );
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
      {loaded && (
        <form className="card editor" onSubmit={submit}>
          <p className="muted">
            {entry
              ? `Status: ${entry.status} · ${entry.origin === 'seed' ? 'as shipped' : 'edited'} · published ${when(entry.publishedAt)}`
              : `No ${id.locale} entry yet: the site shows the English text. Saving starts the translation from it.`}
          </p>
          {fields.map(([key, value, kind]) =>
            isMarkdown(key) ? (
              <MarkdownField
                key={`${key}:${entry?.updatedAt}`}
                name={key}
                value={value}
                locale={id.locale}
                disabled={!canEdit}
              />
            ) : (
              <label key={`${key}:${entry?.updatedAt}`} htmlFor={`field-${key}`}>
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
            ),
          )}
          {canEdit && (
            <div className="actions">
              <button type="submit" value="draft">
                Save draft
              </button>
              {entry && <PreviewOnSite id={id} />}
              <button type="submit" value="publish" className="primary">
                Publish
              </button>
              {entry?.published != null && (
                <button
                  type="button"
                  className="danger"
                  onClick={() =>
                    act(
                      call(backofficeApi.unpublishContentEntry, { params: paramsOf(id) }),
                      'Taken off the site (kept as a draft)',
                    )
                  }
                >
                  Unpublish
                </button>
              )}
              {entry && (
                <button
                  type="button"
                  className="danger"
                  onClick={() => {
                    if (!deleting) return setDeleting(true);
                    void call(backofficeApi.deleteContentEntry, { params: paramsOf(id) })
                      .then(back)
                      .catch((e: unknown) => setFailure(errorText(e)));
                  }}
                >
                  {deleting ? 'Confirm delete' : 'Delete'}
                </button>
              )}
            </div>
          )}
        </form>
      )}
    </section>
  );
}
