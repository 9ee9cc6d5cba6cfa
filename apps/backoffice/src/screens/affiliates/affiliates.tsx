import { useState } from 'react';
import { FigureTable } from '../../components/figure-table.tsx';
import { backofficeApi } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';

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
  const { data, error } = useApi(backofficeApi.getAffiliateReport, { query: { days } });
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
        <FigureTable
          head="Affiliate tag"
          columns={COLUMNS}
          rows={[...data.rows, { ...data.total, affiliateTag: 'Total' }]}
          name={(row) => row.affiliateTag}
          currency={() => data.baseCurrency}
        />
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
