import type { FormEvent } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, call } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { useSave } from './use-save.tsx';

export function Currencies() {
  const { data, error, reload } = useApi(backofficeApi.listCurrencySettings, {});
  const { save, shown } = useSave(reload);
  return (
    <div className="card">
      <h3>Currencies</h3>
      <p className="muted">
        A disabled currency is no longer offered at registration or for new accounts. Rates are
        units of the base currency per unit; reports and the dashboard convert with them.
      </p>
      {error && <p className="error">{error}</p>}
      {shown}
      <TableWrap className="flat">
        <table>
          <thead>
            <tr>
              <th>Currency</th>
              <th>Type</th>
              <th>Rate to base</th>
              <th>Rate set</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((c) => (
              <tr key={c.code}>
                <td>
                  <strong>{c.code}</strong> {c.name}
                  {c.isBase && <span className="badge on">base</span>}
                </td>
                <td>{c.type}</td>
                <td>
                  {c.isBase ? (
                    '1'
                  ) : (
                    <form
                      className="inline"
                      onSubmit={(event: FormEvent<HTMLFormElement>) => {
                        event.preventDefault();
                        const rate = Number(new FormData(event.currentTarget).get('rate'));
                        void save(
                          () =>
                            call(backofficeApi.updateCurrencySettings, {
                              params: { code: c.code },
                              body: { rate },
                            }),
                          `${c.code} rate saved`,
                        );
                      }}
                    >
                      <input
                        name="rate"
                        type="number"
                        step="any"
                        min="0"
                        defaultValue={c.rate}
                        aria-label={`Rate of ${c.code}`}
                        required
                      />
                      <button type="submit" className="small">
                        Save
                      </button>
                    </form>
                  )}
                </td>
                <td>{when(c.rateUpdatedAt)}</td>
                <td>
                  <label className="toggle">
                    <input
                      type="checkbox"
                      checked={c.isEnabled}
                      disabled={c.isBase}
                      aria-label={`${c.code} enabled`}
                      onChange={(event) =>
                        void save(
                          () =>
                            call(backofficeApi.updateCurrencySettings, {
                              params: { code: c.code },
                              body: { isEnabled: event.target.checked },
                            }),
                          `${c.code} ${event.target.checked ? 'enabled' : 'disabled'}`,
                        )
                      }
                    />
                    {c.isEnabled ? 'enabled' : 'disabled'}
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </div>
  );
}
