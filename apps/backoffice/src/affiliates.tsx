import { useState } from 'react';
import { call } from './api.ts';
import { money } from './format.ts';
import { useLoad } from './use-page.ts';

const PERIODS = [7, 30, 90, 365] as const;

const COLUMNS = [
  ['registrations', 'Registrations', false],
  ['firstDeposits', 'First deposits', false],
  ['firstDepositAmount', 'First deposit amount', true],
  ['deposits', 'Deposits', true],
  ['netRevenue', 'Net revenue', true],
] as const;

/**
 * Affiliates (issue 18, docs/decisions/029): per affiliate tag the players it brought, their first
 * deposits and the net revenue they made, over the last N days.
 */
export function Affiliates() {
  const [days, setDays] = useState<number>(30);
  const { data, error } = useLoad(() => call('getAffiliateReport', { query: { days } }), [days]);
  return (
    <section>
      <h2>Affiliates</h2>
      <p className="filters">
        <label>
          Period{' '}
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {PERIODS.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </select>
        </label>
      </p>
      {error && <p className="error">{error}</p>}
      {data && data.rows.length === 0 && (
        <p className="muted">No affiliate players in this period.</p>
      )}
      {data && data.rows.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Affiliate tag</th>
                {COLUMNS.map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...data.rows, { ...data.total, affiliateTag: 'Total' }].map((row, i) => (
                <tr key={row.affiliateTag} className={i === data.rows.length ? 'total' : ''}>
                  <td>{row.affiliateTag}</td>
                  {COLUMNS.map(([key, , isMoney]) => (
                    <td key={key}>
                      {isMoney ? money(row[key], data.baseCurrency) : row[key].toLocaleString('en')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <p className="muted">
          Registrations and first deposits counted when they happened in the period; net revenue =
          stakes − wins − bonus stakes of the tag's players, in {data.baseCurrency} at today's
          rates.
        </p>
      )}
    </section>
  );
}
