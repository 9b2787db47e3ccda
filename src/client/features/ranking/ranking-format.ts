import { RANKING_PERIODS, type RankingPeriod } from '../../../shared/constants.js';
import { numberFormat } from '../../lib/formats.js';

/** A whole number with the UI language's thousands separator (pt-BR 1.234, en 1,234). */
export function formatNumber(locale: string, value: number): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

const MEDALS = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof MEDALS)[number];

/** Ranks 1 to 3 get a medal; tied users share a rank, so two golds can happen. */
export const medalFor = (rank: number): Medal | null => MEDALS[rank - 1] ?? null;

/** The period in the address (?period=month), or all time. */
export function parsePeriod(value: string | null): RankingPeriod {
  return RANKING_PERIODS.find((period) => period === value) ?? 'all';
}

/** A page number from the address (?page=2): a positive integer, or 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
