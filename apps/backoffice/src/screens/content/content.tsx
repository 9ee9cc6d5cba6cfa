import { useState } from 'react';
import { FilterForm, PagedTable, usePagedTable } from '../../components/paged-table.tsx';
import { backofficeApi } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { type EntryId, EntryLink, GROUPS, LOCALES } from './entry.tsx';
import { EntryEditor } from './entry-editor.tsx';
import { Languages } from './languages.tsx';
import { Redirects } from './redirects.tsx';

type Tab = 'entries' | 'languages' | 'redirects';

/**
 * Content: entries by group, locale and status; every group and key with each language's
 * status; redirects. Pick an entry to edit its draft, preview it on the site and publish.
 */
export function Content({ canEdit }: { canEdit: boolean }) {
  const [tab, setTab] = useState<Tab>('entries');
  const [open, setOpen] = useState<EntryId | null>(null);
  if (open) {
    return <EntryEditor id={open} canEdit={canEdit} back={() => setOpen(null)} />;
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

/** The first list shown: the German questions, what the content team edits most. */
const FIRST_SHOWN: { group?: (typeof GROUPS)[number]; locale?: string } = {
  group: 'pages.questions',
  locale: 'de',
};

/** Entries filtered by group and language, paged on the server. */
function Entries({ open: setOpen }: { open: (id: EntryId) => void }) {
  const table = usePagedTable(
    backofficeApi.listContentEntries,
    ({ filters, page, perPage }) => ({ query: { ...filters, page, perPage } }),
    { filters: FIRST_SHOWN, perPage: 50 },
  );
  const { filters } = table;
  return (
    <>
      <FilterForm
        filter={table.filter}
        read={(form) => ({
          group: GROUPS.find((group) => group === form.get('group')),
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
