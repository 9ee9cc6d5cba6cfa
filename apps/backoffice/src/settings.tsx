import { type FormEvent, useState } from 'react';
import { call, errorText } from './api.ts';
import { money, units, when } from './format.ts';
import { useLoad } from './use-page.ts';

/** A change with its outcome shown beside the section; reloads after. */
function useSave(reload: () => void) {
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const save = async (work: () => Promise<unknown>, done = 'Saved') => {
    setMessage(null);
    try {
      await work();
      setMessage({ error: false, text: done });
    } catch (e) {
      setMessage({ error: true, text: errorText(e) });
    }
    reload();
  };
  const shown = message && (
    <p className={message.error ? 'error' : 'saved'} role="status">
      {message.text}
    </p>
  );
  return { save, shown };
}

/** The settings screens (admins): currencies, registration, payments, countries (ADR 024). */
export function Settings() {
  return (
    <section className="settings">
      <h2>Settings</h2>
      <RestrictedCountries />
      <RegistrationFields />
      <Currencies />
      <PaymentLimits />
    </section>
  );
}

function Currencies() {
  const { data, error, reload } = useLoad(() => call('listCurrencySettings'), []);
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
      <div className="table-wrap flat">
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
                            call('updateCurrencySettings', {
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
                            call('updateCurrencySettings', {
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
      </div>
    </div>
  );
}

/** The sign-up form's fields as the site labels them. */
const FIELD_NAMES: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  password_confirmation: 'Repeat password',
  currency: 'Currency',
  country: 'Country',
  agreements: 'Terms and age (18+)',
  bonusCode: 'Bonus code',
  nickname: 'Nickname',
  receiveEmailPromo: 'Promotional mail',
};

function RegistrationFields() {
  const { data, error, reload } = useLoad(() => call('getRegistrationFields'), []);
  const { save, shown } = useSave(reload);
  return (
    <div className="card">
      <h3>Registration fields</h3>
      <p className="muted">
        Which fields of the sign-up form must be filled in. Email, password, currency, country and
        the terms are always required; promotional mail is never forced.
      </p>
      {error && <p className="error">{error}</p>}
      {shown}
      <form
        key={JSON.stringify(data)}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const required = Object.fromEntries(
            (data?.items ?? [])
              .filter((f) => !f.isLocked)
              .map((f) => [f.name, form.get(f.name) === 'on']),
          );
          void save(() => call('updateRegistrationFields', { body: { required } }));
        }}
      >
        <div className="field-grid">
          {data?.items.map((f) => (
            <label key={f.name} className={f.isLocked ? 'toggle locked' : 'toggle'}>
              <input
                type="checkbox"
                name={f.name}
                defaultChecked={f.isRequired}
                disabled={f.isLocked}
              />
              {FIELD_NAMES[f.name] ?? f.name}{' '}
              {f.isLocked && <small className="muted">(fixed)</small>}
            </label>
          ))}
        </div>
        <button type="submit" className="primary">
          Save required fields
        </button>
      </form>
    </div>
  );
}

/** Major units typed by an operator → minor units of the currency. */
const toMinor = (value: FormDataEntryValue | null, currency: string) =>
  Math.round(Number(value) * units(currency));
const toMajor = (minor: number, currency: string) => minor / units(currency);

/** Minimum and maximum of one direction, in the currency's units; '—' when not offered. */
function RangeInputs({
  form,
  name,
  label,
  range,
  currency,
}: {
  form: string;
  name: string;
  label: string;
  range: { min: number; max: number } | null;
  currency: string;
}) {
  if (!range) return <>—</>;
  return (
    <span className="range">
      {(['min', 'max'] as const).map((end) => (
        <input
          key={end}
          form={form}
          name={`${name}${end === 'min' ? 'Min' : 'Max'}`}
          type="number"
          step="any"
          defaultValue={toMajor(range[end], currency)}
          aria-label={`${label} ${end === 'min' ? 'minimum' : 'maximum'}`}
        />
      ))}
    </span>
  );
}

function PaymentLimits() {
  const { data, error, reload } = useLoad(() => call('listPaymentLimits'), []);
  const { save, shown } = useSave(reload);
  return (
    <div className="card">
      <h3>Payment limits and fees</h3>
      <p className="muted">
        Amounts in the currency's units. The fee is charged on top of a withdrawal (percent of the
        amount plus a fixed part) and shown on the site's payment limits; deposits are free.
      </p>
      {error && <p className="error">{error}</p>}
      {shown}
      <div className="table-wrap flat">
        <table className="limits">
          <thead>
            <tr>
              <th>Method</th>
              <th>Deposit min – max</th>
              <th>Withdrawal min – max</th>
              <th>Withdrawal fee</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data?.items.map((row) => {
              const id = `limit-${row.method}-${row.currency}`;
              return (
                <tr key={id}>
                  <td>
                    {row.name} <strong>{row.currency}</strong>
                  </td>
                  {(['deposit', 'withdrawal'] as const).map((kind) => (
                    <td key={kind}>
                      <RangeInputs
                        form={id}
                        name={kind}
                        label={`${row.name} ${row.currency} ${kind}`}
                        range={row[kind]}
                        currency={row.currency}
                      />
                    </td>
                  ))}
                  <td>
                    {row.withdrawal ? (
                      <span className="range">
                        <input
                          form={id}
                          name="feePercent"
                          type="number"
                          step="any"
                          min="0"
                          defaultValue={row.fee.percent}
                          aria-label={`${row.name} ${row.currency} fee percent`}
                        />
                        <span>% +</span>
                        <input
                          form={id}
                          name="feeFixed"
                          type="number"
                          step="any"
                          min="0"
                          defaultValue={toMajor(row.fee.fixed, row.currency)}
                          aria-label={`${row.name} ${row.currency} fixed fee`}
                        />
                        <small className="muted">
                          {row.fee.isDefault ? 'default' : money(row.fee.fixed, row.currency)}
                        </small>
                      </span>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <form
                      id={id}
                      className="actions"
                      onSubmit={(event: FormEvent<HTMLFormElement>) => {
                        event.preventDefault();
                        const form = new FormData(event.currentTarget);
                        const range = (prefix: string) =>
                          form.has(`${prefix}Min`)
                            ? {
                                min: toMinor(form.get(`${prefix}Min`), row.currency),
                                max: toMinor(form.get(`${prefix}Max`), row.currency),
                              }
                            : undefined;
                        const fee = form.has('feePercent')
                          ? {
                              percent: Number(form.get('feePercent')),
                              fixed: toMinor(form.get('feeFixed'), row.currency),
                            }
                          : undefined;
                        void save(
                          () =>
                            call('updatePaymentLimit', {
                              params: { method: row.method, currency: row.currency },
                              body: {
                                deposit: range('deposit'),
                                withdrawal: range('withdrawal'),
                                fee,
                              },
                            }),
                          `${row.name} ${row.currency} saved`,
                        );
                      }}
                    >
                      <button type="submit" className="small">
                        Save
                      </button>
                      {row.withdrawal && !row.fee.isDefault && (
                        <button
                          type="button"
                          className="small"
                          onClick={() =>
                            void save(
                              () =>
                                call('updatePaymentLimit', {
                                  params: { method: row.method, currency: row.currency },
                                  body: { fee: null },
                                }),
                              `${row.name} ${row.currency}: default fee`,
                            )
                          }
                        >
                          Default fee
                        </button>
                      )}
                    </form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function RestrictedCountries() {
  const { data, error, reload } = useLoad(() => call('getRestrictedCountries'), []);
  const countries = useLoad(async () => {
    const res = await fetch('/api/settings/countries', { credentials: 'same-origin' });
    const body = (await res.json()) as { items?: { code: string; name: string }[] };
    return new Map((body.items ?? []).map((c) => [c.code, c.name]));
  }, []);
  const { save, shown } = useSave(reload);
  const list = data?.countries ?? [];
  const names = countries.data ?? new Map<string, string>();
  const store = (next: string[]) =>
    void save(() => call('updateRestrictedCountries', { body: { countries: next } }));
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
