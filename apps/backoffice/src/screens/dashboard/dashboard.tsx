import type { EndpointResponse } from '@casino/contracts/api';
import { FigureTable } from '../../components/figure-table.tsx';
import { backofficeApi } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';

type DashboardData = EndpointResponse<typeof backofficeApi.getDashboard>;

type Period = DashboardData['periods'][number];

const FIGURE_COLUMNS = [
  ['registrations', 'Registrations', false],
  ['firstDeposits', 'First deposits', false],
  ['deposits', 'Deposits', true],
  ['withdrawals', 'Withdrawals', true],
  ['ggr', 'GGR', true],
  ['bonusCosts', '− Bonus costs', true],
  ['fees', '− Fees', true],
  ['ngr', 'NGR', true],
  ['activePlayers', 'Active players', false],
] as const;

function PeriodTable({ period, base }: { period: Period; base: string }) {
  return (
    <FigureTable
      head="Currency"
      columns={FIGURE_COLUMNS}
      rows={[...period.rows, { ...period.total, currency: `Total (${base})` }]}
      name={(row) => row.currency}
      currency={(row, isTotal) => (isTotal ? base : row.currency)}
    />
  );
}

/** Daily deposits and GGR of the last 30 days as bars (plain SVG, no chart library). */
function DailyChart({ daily, base }: { daily: DashboardData['daily']; base: string }) {
  const width = 900;
  const height = 200;
  const max = Math.max(1, ...daily.flatMap((d) => [d.deposits, Math.abs(d.ggr)]));
  const slot = width / daily.length;
  const bar = (value: number) => (Math.max(0, value) / max) * (height - 30);
  return (
    <figure className="card chart">
      <figcaption>
        Last 30 days in {base}: <span className="key deposits">deposits</span>{' '}
        <span className="key ggr">GGR</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label="Daily deposits and GGR">
        <text className="axis" x={0} y={12}>
          {money(max, base)}
        </text>
        <line className="axis" x1={0} x2={width} y1={height} y2={height} />
        <text className="axis" x={0} y={height + 16}>
          {daily[0]?.date}
        </text>
        <text className="axis" x={width} y={height + 16} textAnchor="end">
          {daily.at(-1)?.date}
        </text>
        {daily.map((d, i) => (
          <g key={d.date}>
            <title>{`${d.date}: deposits ${money(d.deposits, base)}, GGR ${money(d.ggr, base)}`}</title>
            <rect
              className="deposits"
              x={i * slot + 2}
              y={height - bar(d.deposits)}
              width={slot / 2 - 3}
              height={bar(d.deposits)}
            />
            <rect
              className="ggr"
              x={i * slot + slot / 2}
              y={height - bar(d.ggr)}
              width={slot / 2 - 3}
              height={bar(d.ggr)}
            />
          </g>
        ))}
      </svg>
    </figure>
  );
}

export function Dashboard() {
  const { data, error } = useApi(backofficeApi.getDashboard, {});
  return (
    <section>
      <h2>Dashboard</h2>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          {data.periods.map((period) => (
            <div key={period.name}>
              <h3>{period.name === 'today' ? 'Today (UTC)' : 'Last 30 days'}</h3>
              <PeriodTable period={period} base={data.baseCurrency} />
            </div>
          ))}
          <DailyChart daily={data.daily} base={data.baseCurrency} />
          <p className="muted">
            GGR = stakes − wins; NGR = GGR − bonus costs (stakes paid with bonus money) − payment
            fees (none reported by today's providers). Totals convert at today's rates.
          </p>
        </>
      )}
    </section>
  );
}
