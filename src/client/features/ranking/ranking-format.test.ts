import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../shared/i18n/i18n-util.js';
import { loadAllLocales } from '../../../shared/i18n/i18n-util.sync.js';
import { formatNumber, medalFor, parsePage, parsePeriod } from './ranking-format.js';

describe('ranking formatting', () => {
  it('separates thousands the way the UI language does', () => {
    expect(formatNumber('pt-BR', 1234)).toBe('1.234');
    expect(formatNumber('pt-BR', 1_234_567)).toBe('1.234.567');
    expect(formatNumber('en', 1234)).toBe('1,234');
    // Spanish groups from five digits on.
    expect(formatNumber('es', 1234)).toBe('1234');
    expect(formatNumber('es', 12_345)).toBe('12.345');
    expect(formatNumber('pt-BR', 999)).toBe('999');
  });

  it('gives medals to ranks 1 to 3 only, ties included', () => {
    expect([1, 1, 3, 4, 25].map(medalFor)).toEqual(['gold', 'gold', 'bronze', null, null]);
    expect(medalFor(2)).toBe('silver');
    expect(medalFor(0)).toBeNull();
  });

  it('reads the period and page from the address, falling back safely', () => {
    expect(parsePeriod('week')).toBe('week');
    expect(parsePeriod('month')).toBe('month');
    expect(parsePeriod('year')).toBe('all');
    expect(parsePeriod(null)).toBe('all');
    expect(parsePage('2')).toBe(2);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});

describe('ranking texts', () => {
  loadAllLocales();
  it('pluralise points and cats helped from the count, not the formatted text', () => {
    const pt = i18nObject('pt-BR').ranking;
    expect(pt.pointsUnit({ count: 1 })).toBe('ponto');
    expect(pt.pointsUnit({ count: 0 })).toBe('pontos');
    expect(pt.catsHelped({ formatted: '0', count: 0 })).toBe('0 gatos ajudados');
    expect(pt.pointsUnit({ count: 1234 })).toBe('pontos');
    expect(pt.catsHelped({ formatted: '1', count: 1 })).toBe('1 gato ajudado');
    expect(pt.catsHelped({ formatted: '1.234', count: 1234 })).toBe('1.234 gatos ajudados');
    expect(i18nObject('en').ranking.catsHelped({ formatted: '1', count: 1 })).toBe('1 cat helped');
    expect(i18nObject('es').ranking.pointsUnit({ count: 2 })).toBe('puntos');
  });
});
