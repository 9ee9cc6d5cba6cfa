import type { WheelSegment } from '@casino/contracts';
import { useFormatMoney } from '../../../lib/money/use-money';

const FILLS = ['--wheel-a', '--wheel-b', '--wheel-c', '--wheel-d'];
const R = 100;

/** Angle (degrees, clockwise from the top) where each segment starts; shares follow the weights. */
function segmentAngles(segments: WheelSegment[]) {
  const total = segments.reduce((sum, s) => sum + s.weight, 0) || 1;
  let at = 0;
  return segments.map((s) => {
    const start = at;
    at += (s.weight / total) * 360;
    return { start, end: at };
  });
}

/** The rotation that brings segment `index`'s middle under the pointer, after `turns` turns. */
export function rotationFor(segments: WheelSegment[], index: number, turns: number) {
  const { start, end } = segmentAngles(segments)[index]!;
  return turns * 360 + (360 - (start + end) / 2);
}

const point = (deg: number, r = R) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(R + r * Math.cos(rad)).toFixed(3)} ${(R + r * Math.sin(rad)).toFixed(3)}`;
};

/**
 * The wheel: one slice per segment, its size its share of the weights (what the player sees is
 * the real chance), the prize written along it. `rotation` turns it (CSS transition).
 */
export function FortuneWheel({
  segments,
  currency,
  rotation,
  isSpinning,
  label,
}: {
  segments: WheelSegment[];
  currency: string;
  rotation: number;
  isSpinning: boolean;
  label: string;
}) {
  const format = useFormatMoney();
  const angles = segmentAngles(segments);
  return (
    <div className="fortune-wheel" data-spinning={isSpinning || undefined}>
      <span className="fortune-wheel__pointer" aria-hidden="true" />
      <svg
        viewBox="0 0 200 200"
        role="img"
        aria-label={label}
        className="fortune-wheel__disc"
        style={{ transform: `rotate(${rotation}deg)` }}
        data-testid="fortune-wheel"
      >
        {segments.map((segment, i) => {
          const { start, end } = angles[i]!;
          const large = end - start > 180 ? 1 : 0;
          const middle = (start + end) / 2;
          const text =
            segment.rewardKind === 'none' ? segment.label : format(segment.amount, currency);
          return (
            <g key={`${segment.label}-${start}`}>
              <path
                d={
                  segments.length === 1
                    ? `M ${R} 0 A ${R} ${R} 0 1 1 ${R - 0.01} 0 Z`
                    : `M ${R} ${R} L ${point(start)} A ${R} ${R} 0 ${large} 1 ${point(end)} Z`
                }
                style={{ fill: `var(${FILLS[i % FILLS.length]})` }}
                className="fortune-wheel__slice"
              />
              <text
                x={R}
                y={R - 62}
                transform={`rotate(${middle} ${R} ${R})${
                  // Labels of the lower half turned over, so none reads upside down at rest.
                  middle > 90 && middle < 270 ? ` rotate(180 ${R} ${R - 62})` : ''
                }`}
                dominantBaseline="middle"
                className="fortune-wheel__label"
                textAnchor="middle"
              >
                {text}
              </text>
            </g>
          );
        })}
        <circle cx={R} cy={R} r={18} className="fortune-wheel__hub" />
      </svg>
    </div>
  );
}
