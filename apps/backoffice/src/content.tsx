import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError, backofficeApi, call, errorText } from './api.ts';
import { when } from './format.ts';
import { FilterForm, PagedTable, usePagedTable } from './table.tsx';
import { useLoad } from './use-page.ts';

type Entry = Awaited<ReturnType<typeof call<'getContentEntry'>>>;
type EntryId = { group: string; key: string; locale: string };

const GROUPS = backofficeApi.listContentEntries.query.shape.group.unwrap().options;
const LOCALES = ['en', 'de', 'es', 'pt-br'];

type Tab = 'entries' | 'languages' | 'redirects';

/** A link-styled button opening an entry in the editor. */
function EntryLink({
  entry,
  open,
  children,
}: {
  entry: EntryId;
  open: (id: EntryId) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="link"
      onClick={() => open({ group: entry.group, key: entry.key, locale: entry.locale })}
    >
      {children}
    </button>
  );
}

/**
 * Content: entries by group, locale and status; every group and key with each language's
 * status; redirects. Pick an entry to edit its draft, preview it on the site and publish.
 */
export function Content({ canEdit }: { canEdit: boolean }) {
  const [tab, setTab] = useState<Tab>('entries');
  const [open, setOpen] = useState<EntryId | null>(null);
  if (open) {
    return <Editor id={open} canEdit={canEdit} back={() => setOpen(null)} />;
  }
  return (
    <section>
      <h2>Content</h2>
      <div className="tabs" role="tablist">
        {(
          [
            ['entries', 'Entries'],
            ['languages', 'By language'],
            ['redirects', 'Redirects'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={tab === value ? 'active' : ''}
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'entries' && <Entries open={setOpen} />}
      {tab === 'languages' && <Languages open={setOpen} />}
      {tab === 'redirects' && <Redirects canEdit={canEdit} open={setOpen} />}
    </section>
  );
}

/** Entries filtered by group and language, paged on the server. */
function Entries({ open: setOpen }: { open: (id: EntryId) => void }) {
  const table = usePagedTable(
    ({ filters, page, perPage }) =>
      call('listContentEntries', {
        query: { ...(filters as { group?: 'pages.questions' }), page, perPage },
      }),
    {
      filters: { group: 'pages.questions', locale: 'de' } as { group?: string; locale?: string },
      perPage: 50,
    },
  );
  const { filters } = table;
  return (
    <>
      <FilterForm
        filter={table.filter}
        read={(form) => ({
          group: String(form.get('group')) || undefined,
          locale: String(form.get('locale')) || undefined,
        })}
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
      </FilterForm>
      <PagedTable
        table={table}
        columns={[
          {
            key: 'key',
            header: 'Entry',
            cell: (e) => (
              <EntryLink entry={e} open={setOpen}>
                {e.key}
              </EntryLink>
            ),
          },
          { key: 'group', header: 'Group', cell: (e) => e.group },
          { key: 'locale', header: 'Language', cell: (e) => e.locale },
          { key: 'status', header: 'Status', cell: (e) => e.status },
          { key: 'updatedAt', header: 'Updated', cell: (e) => when(e.updatedAt) },
        ]}
        rowKey={(e) => `${e.group}/${e.key}/${e.locale}`}
      />
    </>
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

/** The Markdown source beside the page as the site renders it (the site's own renderer). */
function MarkdownField({
  name,
  value,
  locale,
  disabled,
}: {
  name: string;
  value: string;
  locale: string;
  disabled: boolean;
}) {
  const [source, setSource] = useState(value);
  const [html, setHtml] = useState<string | null>(null);
  const first = useRef(true);
  useEffect(() => {
    let live = true;
    // The first render at once, then 250 ms after the last keystroke.
    const delay = first.current ? 0 : 250;
    first.current = false;
    const timer = setTimeout(() => {
      call('renderContentMarkdown', { body: { markdown: source, locale } })
        .then((reply) => live && setHtml(reply.html))
        .catch(() => live && setHtml('<p>(the preview could not be rendered)</p>'));
    }, delay);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [source, locale]);
  return (
    <div className="markdown-field">
      <label htmlFor={`field-${name}`}>
        {name} (Markdown)
        <textarea
          id={`field-${name}`}
          name={name}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          rows={18}
          disabled={disabled}
        />
      </label>
      <div className="markdown-preview" data-testid="markdown-preview">
        <h4>Live preview</h4>
        {/* Rendered by the server with the site's renderer: raw HTML escaped, script links refused. */}
        <div // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the site's renderer
          dangerouslySetInnerHTML={{ __html: html ?? '<p>Rendering…</p>' }}
        />
      </div>
    </div>
  );
}

/** "Preview on site": the entry's page with the preview token, where the saved draft shows. */
function PreviewOnSite({ id, version }: { id: EntryId; version: string }) {
  const { data, error } = useLoad(
    () => call('getContentPreviewLink', { params: id }),
    [id.group, id.key, id.locale, version],
  );
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
    const entry = await call('getContentEntry', { params: id });
    return { entry, data: entry.draft ?? entry.published };
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 404 || id.locale === 'en') throw e;
    const english = await call('getContentEntry', { params: { ...id, locale: 'en' } });
    return { entry: null, data: english.draft ?? english.published };
  }
}

function Editor({ id, canEdit, back }: { id: EntryId; canEdit: boolean; back: () => void }) {
  const {
    data: loaded,
    error,
    reload,
  } = useLoad(() => loadEntry(id), [id.group, id.key, id.locale]);
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
        call('saveContentEntry', { params: id, body: { data, publish } }),
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
              {entry && <PreviewOnSite id={id} version={entry.updatedAt} />}
              <button type="submit" value="publish" className="primary">
                Publish
              </button>
              {entry?.published != null && (
                <button
                  type="button"
                  className="danger"
                  onClick={() =>
                    act(
                      call('unpublishContentEntry', { params: id }),
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
                    void call('deleteContentEntry', { params: id })
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

const STATUS_TEXT = { published: 'published', changed: 'draft pending', draft: 'draft' } as const;

/** Every group and key with each language's status; a missing language opens a translation. */
function Languages({ open }: { open: (id: EntryId) => void }) {
  const { data, error } = useLoad(() => call('getContentOverview'), []);
  if (error) return <p className="error">{error}</p>;
  if (!data) return <p className="loading">Loading…</p>;
  return (
    <>
      {data.groups.map(({ group, items }) => (
        <div key={group}>
          <h3>{group}</h3>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Entry</th>
                  {data.locales.map((locale) => (
                    <th key={locale} scope="col">
                      {locale}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map(({ key, locales }) => (
                  <tr key={key}>
                    <td>{key}</td>
                    {data.locales.map((locale) => {
                      const status = locales[locale] ?? null;
                      return (
                        <td key={locale}>
                          <button
                            type="button"
                            className={`link status-${status ?? 'missing'}`}
                            aria-label={`${key} in ${locale}`}
                            onClick={() => open({ group, key, locale })}
                          >
                            {status ? STATUS_TEXT[status] : 'missing'}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </>
  );
}

type Rule = { from: string; to: string; status: 301 | 302 };

/** The entry key of a redirect rule: its path as a key ("/old/promo" → "old-promo"). */
const ruleKey = (from: string) =>
  from
    .replace(/^\/+/, '')
    .replace(/[^a-zA-Z0-9._-]+/g, '-')
    .replace(/^[^a-zA-Z0-9]+/, '')
    .slice(0, 100) || 'root';

/** Redirect rules (from path → to path or URL, 301/302): the site answers them on every page. */
function Redirects({ canEdit, open }: { canEdit: boolean; open: (id: EntryId) => void }) {
  const { data, error, reload } = useLoad(
    () => call('listContentEntries', { query: { group: 'redirects', page: 1, perPage: 200 } }),
    [],
  );
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const from = String(form.get('from')).trim();
    const data = { from, to: String(form.get('to')).trim(), status: Number(form.get('status')) };
    const locale = String(form.get('locale'));
    setFailure(null);
    void call('saveContentEntry', {
      params: { group: 'redirects', key: ruleKey(from), locale },
      body: { data, publish: true },
    })
      .then(() => {
        setMessage(`Redirect ${from} → ${data.to} is live`);
        formElement.reset();
        reload();
      })
      .catch((e: unknown) => {
        const fields = e instanceof ApiError ? Object.entries(e.fields) : [];
        setFailure(
          fields.length
            ? fields
                .map(([field, issues]) => `${field.replace('data.', '')}: ${issues.join(', ')}`)
                .join('; ')
            : errorText(e),
        );
      });
  };
  return (
    <>
      {canEdit && (
        <form className="filters card" onSubmit={add} aria-label="New redirect">
          <input
            name="from"
            placeholder="From path, e.g. /summer"
            aria-label="From path"
            required
          />
          <input name="to" placeholder="To path or https URL" aria-label="To" required />
          <select name="status" aria-label="Status code" defaultValue="301">
            <option value="301">301 permanent</option>
            <option value="302">302 temporary</option>
          </select>
          <select name="locale" aria-label="Language" defaultValue="en">
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {locale === 'en' ? 'every language (en)' : `${locale} only`}
              </option>
            ))}
          </select>
          <button type="submit" className="primary">
            Add redirect
          </button>
        </form>
      )}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {message && <p className="notice">{message}</p>}
      {error && <p className="error">{error}</p>}
      {data && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Code</th>
                <th scope="col">Language</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && (
                <tr>
                  <td className="empty" colSpan={6}>
                    No redirects
                  </td>
                </tr>
              )}
              {data.items.map((e) => {
                const rule = (e.draft ?? e.published) as Rule;
                return (
                  <tr key={`${e.key}/${e.locale}`}>
                    <td>
                      <EntryLink entry={e} open={open}>
                        {rule.from}
                      </EntryLink>
                    </td>
                    <td>{rule.to}</td>
                    <td>{rule.status}</td>
                    <td>{e.locale}</td>
                    <td className="nowrap">{e.status}</td>
                    <td className="nowrap">{when(e.updatedAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
