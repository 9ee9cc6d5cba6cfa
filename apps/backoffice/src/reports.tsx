import { type FormEvent, useState } from 'react';
import { call, urlOf } from './api.ts';
import { money, when } from './format.ts';
import { useLoad } from './use-page.ts';

type Report = Awaited<ReturnType<typeof call<'getReport'>>>;
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
/** Bars shown at most (the biggest by GGR); the table and the CSV have every row. */
const CHART_BARS = 31;

/** GGR and NGR per key in the base currency: bars above and below a zero line (plain SVG). */
function ReportChart({ report }: { report: Report }) {
  const sums = new Map<string, { label: string; ggr: number; ngr: number }>();
  for (const row of report.rows) {
    const sum = sums.get(row.key) ?? { label: row.label, ggr: 0, ngr: 0 };
    sum.ggr += row.ggrBase;
    sum.ngr += row.ngrBase;
    sums.set(row.key, sum);
  }
  const bars = [...sums.values()];
  const shown =
    report.groupBy === 'day'
      ? bars.slice(-CHART_BARS)
      : bars.sort((a, b) => b.ggr - a.ggr).slice(0, CHART_BARS);
  if (shown.length === 0) return null;
  const base = report.baseCurrency;
  const width = 900;
  const height = 220;
  const max = Math.max(1, ...shown.flatMap((b) => [Math.abs(b.ggr), Math.abs(b.ngr)]));
  const hasNegative = shown.some((b) => b.ggr < 0 || b.ngr < 0);
  const zero = hasNegative ? height / 2 : height - 10;
  const scale = (zero - 16) / max;
  // A few bars stay bars (at most 64 units wide), not walls.
  const slot = Math.min(width / shown.length, 64);
  const bar = (value: number, x: number, className: string) => (
    <rect
      className={className}
      x={x}
      width={Math.max(1, slot / 2 - 3)}
      y={value >= 0 ? zero - value * scale : zero}
      height={Math.abs(value) * scale}
    />
  );
  return (
    <figure className="card chart">
      <figcaption>
        {`By ${report.groupBy} in ${base}`}: <span className="key ggr">GGR</span>{' '}
        <span className="key ngr">NGR</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label="GGR and NGR chart">
        <text className="axis" x={0} y={12}>
          {money(max, base)}
        </text>
        <line className="axis" x1={0} x2={width} y1={zero} y2={zero} />
        {shown.map((b, i) => (
          <g key={`${b.label}-${i}`}>
            <title>{`${b.label}: GGR ${money(b.ggr, base)}, NGR ${money(b.ngr, base)}`}</title>
            {bar(b.ggr, i * slot + 2, 'ggr')}
            {bar(b.ngr, i * slot + slot / 2, 'ngr')}
          </g>
        ))}
        <text className="axis" x={0} y={height + 16}>
          {shown[0]?.label}
        </text>
        {shown.length > 1 && (
          <text className="axis" x={shown.length * slot} y={height + 16} textAnchor="end">
            {shown.at(-1)?.label}
          </text>
        )}
      </svg>
    </figure>
  );
}

const FIGURES = [
  ['stakes', 'Stakes'],
  ['wins', 'Wins'],
  ['ggr', 'GGR'],
  ['bonusCosts', '− Bonus costs'],
  ['fees', '− Fees'],
  ['ngr', 'NGR'],
] as const;

/** GGR/NGR by day, currency, game or provider over a date range; CSV download. */
export function Reports({ canExport }: { canExport: boolean }) {
  const now = Date.now();
  const [query, setQuery] = useState<Query>({
    from: isoDay(now - 29 * DAY_MS),
    to: isoDay(now),
    groupBy: 'day',
  });
  const { data, error } = useLoad(() => call('getReport', { query }), [query]);
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
          <a className="button" href={urlOf('exportReportCsv', { query })} download>
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
          <div className="table-wrap">
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
          </div>
          <p className="muted">
            From the ledger, days in UTC. GGR = stakes − wins (rolled-back stakes are not stakes);
            NGR = GGR − bonus costs (stakes paid with bonus money) − payment fees (none recorded by
            today's providers). The {data.baseCurrency} figures convert every currency at today's
            rates (read {when(data.ratesAt)}), not the rates of each day.
          </p>
        </>
      )}
    </section>
  );
}
