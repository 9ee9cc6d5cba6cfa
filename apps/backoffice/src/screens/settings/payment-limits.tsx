import type { FormEvent } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, call } from '../../lib/api.ts';
import { money, units } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { useSave } from './use-save.tsx';

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

export function PaymentLimits() {
  const { data, error, reload } = useApi(backofficeApi.listPaymentLimits, {});
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
      <TableWrap className="flat">
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
                            call(backofficeApi.updatePaymentLimit, {
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
                                call(backofficeApi.updatePaymentLimit, {
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
      </TableWrap>
    </div>
  );
}
