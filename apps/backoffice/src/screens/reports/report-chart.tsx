import type { EndpointResponse } from '@casino/contracts/api';
import type { backofficeApi } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';

export type Report = EndpointResponse<typeof backofficeApi.getReport>;

/** Bars shown at most (the biggest by GGR); the table and the CSV have every row. */
const CHART_BARS = 31;

/** GGR and NGR per key in the base currency: bars above and below a zero line (plain SVG). */
export function ReportChart({ report }: { report: Report }) {
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
