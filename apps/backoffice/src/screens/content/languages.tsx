import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';
import type { EntryId } from './entry.tsx';

const STATUS_TEXT = { published: 'published', changed: 'draft pending', draft: 'draft' } as const;

/** Every group and key with each language's status; a missing language opens a translation. */
export function Languages({ open }: { open: (id: EntryId) => void }) {
  const { data, error } = useApi(backofficeApi.getContentOverview, {});
  if (error) return <p className="error">{error}</p>;
  if (!data) return <p className="loading">Loading…</p>;
  return (
    <>
      {data.groups.map(({ group, items }) => (
        <div key={group}>
          <h3>{group}</h3>
          <TableWrap>
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
                      const text = status ? STATUS_TEXT[status] : 'missing';
                      return (
                        <td key={locale}>
                          <button
                            type="button"
                            className={`link status-${status ?? 'missing'}`}
                            aria-label={`${key} in ${locale}: ${text}`}
                            onClick={() => open({ group, key, locale })}
                          >
                            {text}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </div>
      ))}
    </>
  );
}
