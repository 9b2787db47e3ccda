import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants.js';
import { dateFormat, numberFormat, relativeFormat } from './formats.js';

describe('kept formatters', () => {
  it('are made once per language and options', () => {
    const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(dateFormat('pt-BR', options)).toBe(dateFormat('pt-BR', { ...options }));
    expect(dateFormat('pt-BR', options)).not.toBe(dateFormat('es', options));
    expect(dateFormat('pt-BR', options)).not.toBe(dateFormat('pt-BR', { dateStyle: 'full' }));
    expect(relativeFormat('en', { style: 'short' })).toBe(relativeFormat('en', { style: 'short' }));
    expect(numberFormat('es')).toBe(numberFormat('es'));
  });

  it('format as a new Intl formatter would', () => {
    const when = new Date('2026-11-22T14:05:00Z');
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
    for (const locale of LOCALES) {
      expect(dateFormat(locale, options).format(when)).toBe(
        new Intl.DateTimeFormat(locale, options).format(when),
      );
    }
  });
});
