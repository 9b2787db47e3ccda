import { CENSUS } from '../../shared/census.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import type { Census } from '../../shared/schemas/census.js';
import { censusFigures } from '../lib/census-summary.js';
import { CoverageChart } from './coverage-chart.js';
import './census-figures.css';

/**
 * A colony census's figures (docs/colonies.md, "Census"): "≈ 14 gatos (11–19)", the coverage
 * "pelo menos 57 % castrados" against the 70 % line, newcomers, or why there is no estimate. The
 * colony page and the impact report show it.
 */
export function CensusFigures({ census, folded = false }: { census: Census; folded?: boolean }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.census;
  const figures = censusFigures(census);
  const { unregistered, registered } = census.newcomers;
  const range = figures && <span className="muted">({t.coverageRange(figures.coverage)})</span>;
  const headline = figures && (
    <>
      <p className="census__estimate">{t.estimate(figures)}</p>
      <p>
        <strong>{t.coverage({ percent: figures.coverage.percent })}</strong> {range}
      </p>
    </>
  );
  const details = (
    <>
      {figures ? (
        <>
          {folded ? <p>{range}</p> : headline}
          <CoverageChart
            {...figures.coverage}
            label={t.chartLabel(figures.coverage)}
            lineLabel={t.line()}
          />
          <p className="muted">
            {figures.coverage.percent >= CENSUS.coverageLine ? t.above() : t.below()}
          </p>
        </>
      ) : (
        census.reason && <p>{t.reason[census.reason]({ occasions: census.occasions })}</p>
      )}
      {(unregistered > 0 || registered > 0) && (
        <ul className="census__newcomers">
          {unregistered > 0 && <li>{t.newcomersUnregistered({ count: unregistered })}</li>}
          {registered > 0 && <li>{t.newcomersRegistered({ count: registered })}</li>}
        </ul>
      )}
      <p className="muted census__basis">
        {t.basis({ occasions: census.occasions, marked: census.marked })}
      </p>
    </>
  );
  if (!folded || !figures) return details;
  // The colony page: the figures in one short line; their range, the chart and how they are
  // made a tap away.
  return (
    <>
      <p className="census__headline">
        <span className="census__estimate">{t.estimate(figures)}</span>{' '}
        <strong>{t.coverage({ percent: figures.coverage.percent })}</strong>
      </p>
      <details className="disclosure">
        <summary>{t.more()}</summary>
        {details}
      </details>
    </>
  );
}
