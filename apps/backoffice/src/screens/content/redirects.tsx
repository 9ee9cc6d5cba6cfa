import { type FormEvent, useState } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { ApiError, backofficeApi, call, errorText } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { type EntryId, EntryLink, LOCALES } from './entry.tsx';

type Rule = { from: string; to: string; status: 301 | 302 };

/** The entry key of a redirect rule: its path as a key ("/old/promo" → "old-promo"). */
const ruleKey = (from: string) =>
  from
    .replace(/^\/+/, '')
    .replace(/[^a-zA-Z0-9._-]+/g, '-')
    .replace(/^[^a-zA-Z0-9]+/, '')
    .slice(0, 100) || 'root';

/** Redirect rules (from path → to path or URL, 301/302): the site answers them on every page. */
export function Redirects({ canEdit, open }: { canEdit: boolean; open: (id: EntryId) => void }) {
  const { data, error, reload } = useApi(backofficeApi.listContentEntries, {
    query: { group: 'redirects', page: 1, perPage: 200 },
  });
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
    void call(backofficeApi.saveContentEntry, {
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
        <TableWrap>
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
        </TableWrap>
      )}
    </>
  );
}
