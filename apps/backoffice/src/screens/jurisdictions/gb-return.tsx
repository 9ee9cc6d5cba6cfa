import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, endpointUrl } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PRODUCTS: Record<string, string> = {
  casino_slots: 'Casino: slots',
  casino_other: 'Casino: other games',
  sports: 'Sports betting',
  total: 'Total',
};
const COUNTS = [
  ['activePlayers', 'Active players'],
  ['newRegistrations', 'New registrations'],
  ['depositLimitsSet', 'Deposit limits set'],
  ['selfExclusions', 'Self-exclusions'],
  ['timeOuts', 'Time-outs'],
  ['registerExclusions', 'GAMSTOP exclusions'],
] as const;

/** The last eight quarters, newest first, by their first month (`2026-07`) with a label. */
function recentQuarters(now: Date): [string, string][] {
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth() - (now.getUTCMonth() % 3);
  const out: [string, string][] = [];
  for (let i = 0; i < 8; i++) {
    const value = `${year}-${String(month + 1).padStart(2, '0')}`;
    out.push([value, `${MONTHS[month]}–${MONTHS[month + 2]} ${year}`]);
    month -= 3;
    if (month < 0) [month, year] = [9, year - 1];
  }
  return out;
}

/** The GB quarterly regulatory return: a quarter's figures for the gb profile, and its CSV. */
export function GbReturnPanel({ canExport }: { canExport: boolean }) {
  const [quarters] = useState(() => recentQuarters(new Date()));
  const [quarter, setQuarter] = useState(quarters[0]![0]);
  const { data, error } = useApi(backofficeApi.getGbReturn, { query: { quarter } });
  return (
    <>
      <h3>GB quarterly regulatory return</h3>
      <p className="filters">
        <label>
          Quarter{' '}
          <select value={quarter} onChange={(e) => setQuarter(e.target.value)}>
            {quarters.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {canExport && (
          <a
            className="button"
            href={endpointUrl(backofficeApi.exportGbReturnCsv, undefined, { quarter })}
            download
          >
            Download CSV
          </a>
        )}
      </p>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <TableWrap>
            <table>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Stakes</th>
                  <th scope="col">Wins</th>
                  <th scope="col">GGR</th>
                  <th scope="col">Bonus stakes</th>
                  <th scope="col">Active players</th>
                </tr>
              </thead>
              <tbody>
                {data.products.length === 0 && (
                  <tr>
                    <td className="empty" colSpan={6}>
                      No play by GB players in this quarter
                    </td>
                  </tr>
                )}
                {data.products.map((row) => (
                  <tr
                    key={`${row.product}/${row.currency}`}
                    className={row.product === 'total' ? 'total' : undefined}
                  >
                    <th scope="row">{PRODUCTS[row.product]}</th>
                    <td className="nowrap">{money(row.stakes, row.currency)}</td>
                    <td className="nowrap">{money(row.wins, row.currency)}</td>
                    <td className="nowrap" data-testid={`ggr-${row.product}-${row.currency}`}>
                      {money(row.ggr, row.currency)}
                    </td>
                    <td className="nowrap">{money(row.bonusStakes, row.currency)}</td>
                    <td>{row.activePlayers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <div className="figures">
            {COUNTS.map(([key, label]) => (
              <div key={key} className="card figure">
                <span>{label}</span>
                <strong>{data[key]}</strong>
              </div>
            ))}
          </div>
          <p className="muted">
            {data.periodStart} to {data.periodEnd}, UK time; players whose profile is gb (
            {data.places.length ? data.places.join(', ') : 'no country is mapped to gb'}). GGR =
            stakes − wins from the ledger; the Gambling Commission's GGY leaves out bonus stakes.
          </p>
        </>
      )}
    </>
  );
}
