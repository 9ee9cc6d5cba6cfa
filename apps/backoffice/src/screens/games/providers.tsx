import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, call } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';
import { ProviderCountries } from './provider-countries.tsx';
import { type Can, useAct } from './use-act.ts';

export function Providers({ can }: { can: Can }) {
  const { data, error, reload } = useApi(backofficeApi.listGameProviders, {});
  const { error: actError, act } = useAct(reload);
  const [imported, setImported] = useState<string | null>(null);
  return (
    <>
      {(error || actError) && <p className="error">{error ?? actError}</p>}
      {imported && (
        <p className="notice" role="status">
          {imported}
        </p>
      )}
      <TableWrap>
        <table>
          <thead>
            <tr>
              <th>Provider</th>
              <th>Identity</th>
              <th>Games</th>
              <th>Shown</th>
              <th>Status</th>
              <th>Off in countries</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data?.items.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>{p.identity}</td>
                <td>{p.gamesCount}</td>
                <td>{p.shownCount}</td>
                <td>
                  <span className={p.isEnabled ? 'badge on' : 'badge off'}>
                    {p.isEnabled ? 'Enabled' : 'Disabled'}
                  </span>
                </td>
                <td>
                  <ProviderCountries
                    // A saved list starts the field anew from what the server kept.
                    key={p.disabledCountries.join(',')}
                    name={p.name}
                    countries={p.disabledCountries}
                    canEdit={can('updateGameProviderCountries')}
                    onSave={(disabledCountries) =>
                      void act(() =>
                        call(backofficeApi.updateGameProviderCountries, {
                          params: { id: p.id },
                          body: { disabledCountries },
                        }),
                      )
                    }
                  />
                </td>
                <td>
                  {p.hasFeed && can('importGameProvider') && (
                    <button
                      type="button"
                      className="small"
                      aria-label={`Import games of ${p.name}`}
                      onClick={() => {
                        setImported(null);
                        void act(async () => {
                          const done = await call(backofficeApi.importGameProvider, {
                            params: { id: p.id },
                          });
                          setImported(
                            `${p.name}: ${done.listed} games in the feed, ${done.added} new, ${done.unlisted} left out of the lobby`,
                          );
                        });
                      }}
                    >
                      Import games
                    </button>
                  )}{' '}
                  {can('updateGameProvider') && (
                    <button
                      type="button"
                      className={p.isEnabled ? 'small danger' : 'small'}
                      onClick={() => {
                        if (
                          p.isEnabled &&
                          !window.confirm(`Hide all ${p.shownCount} games of ${p.name}?`)
                        ) {
                          return;
                        }
                        void act(() =>
                          call(backofficeApi.updateGameProvider, {
                            params: { id: p.id },
                            body: { isEnabled: !p.isEnabled },
                          }),
                        );
                      }}
                    >
                      {p.isEnabled ? 'Disable' : 'Enable'}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <p className="muted">
        A disabled provider's games leave the lobby and cannot be launched; enabling it brings back
        those not switched off one by one. Off in a country, a provider's games leave that country's
        lobby and cannot be launched from there.
      </p>
    </>
  );
}
