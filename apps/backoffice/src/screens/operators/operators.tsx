import { type FormEvent, useState } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';

const ROLES = ['admin', 'payments', 'compliance', 'support', 'marketing', 'content'] as const;

export function Operators() {
  const operators = useApi(backofficeApi.listOperators, {});
  const keys = useApi(backofficeApi.listApiKeys, {});
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      operators.reload();
      keys.reload();
    } catch (e) {
      setError(errorText(e));
    }
  };
  /** A create form: its answer's secret is shown once, the form cleared. */
  const submitShowingOnce =
    (create: (form: FormData) => Promise<string>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      void act(async () => {
        setShown(await create(new FormData(element)));
        element.reset();
      });
    };
  return (
    <section>
      <h2>Operators</h2>
      {error && <p className="error">{error}</p>}
      {shown && (
        <p className="notice" data-testid="shown-once">
          Shown once: <code>{shown}</code>
        </p>
      )}
      <form
        className="filters"
        onSubmit={submitShowingOnce(async (form) => {
          const created = await call(backofficeApi.createOperator, {
            body: {
              email: String(form.get('email')),
              name: String(form.get('name')),
              role: String(form.get('role')) as (typeof ROLES)[number],
            },
          });
          return `${created.operator.email} · password ${created.password}`;
        })}
      >
        <input name="email" type="email" placeholder="Email" aria-label="Email" required />
        <input name="name" placeholder="Name" aria-label="Name" required />
        <select name="role" aria-label="Role">
          {ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <button type="submit">Add operator</button>
      </form>
      <TableWrap>
        <table>
          <thead>
            <tr>
              <th>Email</th>
              <th>Role</th>
              <th>2FA</th>
              <th>Last login</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {operators.data?.items.map((o) => (
              <tr key={o.id}>
                <td>{o.email}</td>
                <td>
                  <select
                    aria-label={`Role of ${o.email}`}
                    value={o.role}
                    onChange={(event) =>
                      void act(() =>
                        call(backofficeApi.updateOperator, {
                          params: { id: o.id },
                          body: { role: event.target.value as (typeof ROLES)[number] },
                        }),
                      )
                    }
                  >
                    {ROLES.map((r) => (
                      <option key={r}>{r}</option>
                    ))}
                  </select>
                </td>
                <td>{o.totpEnrolled ? 'enrolled' : 'at first login'}</td>
                <td>{when(o.lastLoginAt)}</td>
                <td>
                  <button
                    type="button"
                    className="small"
                    onClick={() =>
                      void act(() =>
                        call(backofficeApi.updateOperator, {
                          params: { id: o.id },
                          body: { disabled: !o.disabled },
                        }),
                      )
                    }
                  >
                    {o.disabled ? 'Enable' : 'Disable'}
                  </button>{' '}
                  {o.totpEnrolled && (
                    <button
                      type="button"
                      className="small"
                      onClick={() => {
                        const sure = window.confirm(
                          `Reset the authenticator of ${o.email}? Their password stops working too: ` +
                            'they get a one-time link by mail to choose a new one, then enrol again.',
                        );
                        if (sure) {
                          void act(() =>
                            call(backofficeApi.updateOperator, {
                              params: { id: o.id },
                              body: { resetTotp: true },
                            }),
                          );
                        }
                      }}
                    >
                      Reset 2FA
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <h2>API keys</h2>
      <form
        className="filters"
        onSubmit={submitShowingOnce(async (form) => {
          const created = await call(backofficeApi.createApiKey, {
            body: {
              name: String(form.get('name')),
              scopes: [String(form.get('scope')) as (typeof ROLES)[number]],
            },
          });
          return `${created.apiKey.name} · ${created.key}`;
        })}
      >
        <input name="name" placeholder="Key name" aria-label="Key name" required />
        <select name="scope" aria-label="Scope">
          {ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <button type="submit">Create key</button>
      </form>
      <ul className="plain">
        {keys.data?.items.map((k) => (
          <li key={k.id}>
            {k.name} · <code>{k.prefix}…</code> · {k.scopes.join(', ')} · last used{' '}
            {when(k.lastUsedAt)}
            {k.revokedAt ? (
              ' · revoked'
            ) : (
              <button
                type="button"
                className="small danger"
                onClick={() =>
                  void act(() => call(backofficeApi.revokeApiKey, { params: { id: k.id } }))
                }
              >
                Revoke
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
