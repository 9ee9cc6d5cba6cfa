import { type FormEvent, useState } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, endpointUrl } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { LedgerCheckPanel } from './ledger-check.tsx';
import { type Report, ReportChart } from './report-chart.tsx';

type GroupBy = Report['groupBy'];

type Query = { from: string; to: string; groupBy: GroupBy };

const GROUPINGS: [GroupBy, string][] = [
  ['day', 'Day'],
  ['currency', 'Currency'],
  ['game', 'Game'],
  ['provider', 'Provider'],
];

const DAY_MS = 86_400_000;

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

const FIGURES = [
  ['stakes', 'Stakes'],
  ['wins', 'Wins'],
  ['ggr', 'GGR'],
  ['bonusCosts', '− Bonus costs'],
  ['fees', '− Fees'],
  ['ngr', 'NGR'],
] as const;

/** GGR/NGR by day, currency, game or provider over a date range; CSV download. */
export function Reports({ canExport, canCheck }: { canExport: boolean; canCheck: boolean }) {
  const now = Date.now();
  const [query, setQuery] = useState<Query>({
    from: isoDay(now - 29 * DAY_MS),
    to: isoDay(now),
    groupBy: 'day',
  });
  const { data, error } = useApi(backofficeApi.getReport, { query });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setQuery({
      from: String(form.get('from')),
      to: String(form.get('to')),
      groupBy: String(form.get('groupBy')) as GroupBy,
    });
  };
  return (
    <section>
      <h2>Reports</h2>
      <form className="filters" onSubmit={submit}>
        <label>
          From <input type="date" name="from" defaultValue={query.from} required />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={query.to} required />
        </label>
        <label>
          By{' '}
          <select name="groupBy" defaultValue={query.groupBy} aria-label="Group by">
            {GROUPINGS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Show</button>
        {canExport && (
          <a
            className="button"
            href={endpointUrl(backofficeApi.exportReportCsv, undefined, query)}
            download
          >
            Download CSV
          </a>
        )}
      </form>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <div className="figures">
            <div className="card figure">
              <span>GGR</span>
              <strong>{money(data.baseTotal.ggr, data.baseCurrency)}</strong>
            </div>
            <div className="card figure">
              <span>− Bonus costs</span>
              <strong>{money(data.baseTotal.bonusCosts, data.baseCurrency)}</strong>
            </div>
            <div className="card figure">
              <span>− Fees</span>
              <strong>{money(data.baseTotal.fees, data.baseCurrency)}</strong>
            </div>
            <div className="card figure">
              <span>NGR</span>
              <strong data-testid="report-ngr">
                {money(data.baseTotal.ngr, data.baseCurrency)}
              </strong>
            </div>
          </div>
          <ReportChart report={data} />
          <TableWrap>
            <table>
              <thead>
                <tr>
                  <th scope="col">{GROUPINGS.find(([g]) => g === data.groupBy)?.[1]}</th>
                  <th scope="col">Currency</th>
                  {FIGURES.map(([key, label]) => (
                    <th key={key} scope="col">
                      {label}
                    </th>
                  ))}
                  <th scope="col">NGR ({data.baseCurrency})</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.length === 0 && (
                  <tr>
                    <td className="empty" colSpan={FIGURES.length + 3}>
                      No game play in these days
                    </td>
                  </tr>
                )}
                {data.rows.map((row) => (
                  <tr key={`${row.key}/${row.currency}`}>
                    <td>{row.label}</td>
                    <td>{row.currency}</td>
                    {FIGURES.map(([key]) => (
                      <td key={key} className="nowrap">
                        {money(row[key], row.currency)}
                      </td>
                    ))}
                    <td className="nowrap">{money(row.ngrBase, data.baseCurrency)}</td>
                  </tr>
                ))}
                {data.totals.map((total) => (
                  <tr key={`total/${total.currency}`} className="total">
                    <td>Total</td>
                    <td>{total.currency}</td>
                    {FIGURES.map(([key]) => (
                      <td key={key} className="nowrap">
                        {money(total[key], total.currency)}
                      </td>
                    ))}
                    <td />
                  </tr>
                ))}
                <tr className="total">
                  <td>Total in {data.baseCurrency}</td>
                  <td>{data.baseCurrency}</td>
                  {FIGURES.map(([key]) => (
                    <td key={key} className="nowrap">
                      {money(data.baseTotal[key], data.baseCurrency)}
                    </td>
                  ))}
                  <td className="nowrap">{money(data.baseTotal.ngr, data.baseCurrency)}</td>
                </tr>
              </tbody>
            </table>
          </TableWrap>
          <p className="muted">
            From the ledger, days in UTC. GGR = stakes − wins (rolled-back stakes are not stakes);
            NGR = GGR − bonus costs (stakes paid with bonus money) − payment fees (none recorded by
            today's providers). The {data.baseCurrency} figures convert every currency at today's
            rates (read {when(data.ratesAt)}), not the rates of each day.
          </p>
        </>
      )}
      {canCheck && <LedgerCheckPanel />}
    </section>
  );
}
