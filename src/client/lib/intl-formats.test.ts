import { describe, expect, it } from 'vitest';
import { numberFormat, relativeTimeFormat } from './intl-formats.js';
import { formatDistance } from './position.js';
import { timeAgo } from './relative-time.js';

describe('kept formatters', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const km = numberFormat('pt-BR', { style: 'unit', unit: 'kilometer' });
    expect(numberFormat('pt-BR', { style: 'unit', unit: 'kilometer' })).toBe(km);
    expect(numberFormat('en', { style: 'unit', unit: 'kilometer' })).not.toBe(km);
    expect(numberFormat('pt-BR', { style: 'unit', unit: 'meter' })).not.toBe(km);
    expect(relativeTimeFormat('es', { style: 'short' })).toBe(
      relativeTimeFormat('es', { style: 'short' }),
    );
  });

  it('keeps formatters apart by their options: metres, then kilometres with one digit', () => {
    expect(formatDistance('pt-BR', 347)).toBe('350 m');
    expect(formatDistance('pt-BR', 1234)).toBe('1,2 km');
    expect(formatDistance('pt-BR', 12_345)).toBe('12 km');
    const now = new Date('2026-11-26T12:00:00Z');
    expect(timeAgo('es', new Date('2026-11-26T09:00:00Z'), now)).toBe('hace 3 h');
  });
});
