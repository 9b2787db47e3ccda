import { CENSUS } from '../../shared/census.js';

const WIDTH = 300;
const x = (percent: number) => (Math.min(100, Math.max(0, percent)) / 100) * WIDTH;

/**
 * Sterilisation coverage against the 70 % line: a 0–100 % bar, the range from the estimate's
 * interval, the point, and the line. Plain SVG (no chart library in the bundle).
 */
export function CoverageChart({
  percent,
  low,
  high,
  label,
  lineLabel,
}: {
  percent: number;
  low: number;
  high: number;
  label: string;
  lineLabel: string;
}) {
  const line = x(CENSUS.coverageLine);
  const reached = percent >= CENSUS.coverageLine;
  return (
    <svg className="coverage-chart" viewBox={`0 0 ${WIDTH} 44`} role="img" aria-label={label}>
      <rect x="0" y="14" width={WIDTH} height="14" rx="3" className="coverage-chart__track" />
      <rect
        x={x(low)}
        y="14"
        width={Math.max(2, x(high) - x(low))}
        height="14"
        className="coverage-chart__range"
      />
      <rect
        x={Math.max(0, x(percent) - 2)}
        y="10"
        width="4"
        height="22"
        className={
          reached ? 'coverage-chart__point coverage-chart__point--ok' : 'coverage-chart__point'
        }
      />
      <line x1={line} x2={line} y1="4" y2="36" className="coverage-chart__line" />
      <text x={line} y="44" textAnchor="middle" className="coverage-chart__label">
        {lineLabel}
      </text>
    </svg>
  );
}
