import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import type { Census } from '../../shared/schemas/census.js';

/** The census's figures in whole cats and percent, or null without an estimate. */
export function censusFigures(census: Census) {
  if (!census.estimate || !census.coverage) return null;
  const { size, low, high } = census.estimate;
  return { size: Math.round(size), low, high, coverage: census.coverage };
}

/**
 * The census in one line, "≈ 14 gatos (11–19), pelo menos 57 % castrados", for the colony page's
 * summary card; null when the census gives no estimate (the panel says why).
 */
export function censusSummary(LL: TranslationFunctions, census: Census): string | null {
  const figures = censusFigures(census);
  if (!figures) return null;
  const t = LL.colonies.census;
  return `${t.estimate(figures)}, ${t.coverage({ percent: figures.coverage.percent })}`;
}
