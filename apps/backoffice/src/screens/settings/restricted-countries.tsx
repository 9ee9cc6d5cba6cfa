import type { FormEvent } from 'react';
import { backofficeApi, call, settingsApi } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';
import { useSave } from './use-save.tsx';

export function RestrictedCountries() {
  const { data, error, reload } = useApi(backofficeApi.getRestrictedCountries, {});
  const countries = useApi(settingsApi.listCountries, {});
  const { save, shown } = useSave(reload);
  const list = data?.countries ?? [];
  const names = new Map((countries.data?.items ?? []).map((c) => [c.code, c.name]));
  const store = (next: string[]) =>
    void save(() => call(backofficeApi.updateRestrictedCountries, { body: { countries: next } }));
  return (
    <div className="card">
      <h3>Restricted countries</h3>
      <p className="muted">
        Visitors from these countries cannot register, deposit or play for real money (demo games
        stay open). Applies at once.
        {data?.isDefault && ' Until edited here, the server setting RESTRICTED_COUNTRIES applies.'}
      </p>
      {error && <p className="error">{error}</p>}
      {shown}
      <ul className="chips" aria-label="Restricted countries">
        {list.map((code) => (
          <li key={code}>
            {names.get(code) ?? code} <code>{code}</code>
            <button
              type="button"
              className="small"
              aria-label={`Remove ${code}`}
              onClick={() => store(list.filter((c) => c !== code))}
            >
              ×
            </button>
          </li>
        ))}
        {list.length === 0 && <li className="muted">None</li>}
      </ul>
      <form
        className="filters"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const code = String(new FormData(event.currentTarget).get('country'));
          if (code && !list.includes(code)) store([...list, code]);
        }}
      >
        <select name="country" aria-label="Country to restrict">
          {[...names]
            .filter(([code]) => !list.includes(code))
            .map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
        </select>
        <button type="submit" className="primary">
          Restrict country
        </button>
      </form>
    </div>
  );
}
