import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/i18n/i18n-util.js';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats.js';
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

  it('gives the same date formatter for the same language and options, and writes as Intl does', () => {
    const medium = dateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(medium);
    expect(dateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(medium);
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(medium);
    const when = new Date('2026-11-26T14:05:09Z');
    for (const locale of ['pt-BR', 'en']) {
      for (const options of [
        { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
        { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' },
        { month: 'long', year: 'numeric', timeZone: 'UTC' },
      ] satisfies Intl.DateTimeFormatOptions[]) {
        expect(
          dateTimeFormat(locale, options).format(when),
          `${locale} ${JSON.stringify(options)}`,
        ).toBe(new Intl.DateTimeFormat(locale, options).format(when));
      }
    }
    expect(dateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' }).format(when)).toBe(
      '26 de nov. de 2026',
    );
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(when)).toBe(
      'Nov 26, 2026',
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

describe('distances without Intl', () => {
  /** What formatDistance wrote with Intl alone, before the path below 1000. */
  const intlDistance = (locale: string, meters: number) =>
    meters < 1000
      ? new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'meter',
          maximumFractionDigits: 0,
        }).format(Math.max(1, Math.round(meters / 10) * 10))
      : new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'kilometer',
          maximumFractionDigits: meters < 10_000 ? 1 : 0,
        }).format(meters / 1000);

  it('writes every distance as Intl does, in every shipped language', () => {
    const edges = [0, 0.4, 4, 5, 347, 994.9, 995, 999.9, 1000, 1049.99, 1050, 1234, 1250];
    edges.push(9949.99, 9950, 9999, 10_000, 12_345, 999_499, 999_500, 1_234_567, 12_345_678);
    // A seeded sweep over the ranges, so a failure can be replayed.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 3000; i += 1) edges.push(random() * 10 ** (1 + (i % 7)));
    for (const locale of locales) {
      for (const meters of edges) {
        expect(formatDistance(locale, meters), `${locale} ${meters}`).toBe(
          intlDistance(locale, meters),
        );
      }
    }
  });

  it('makes no Intl.NumberFormat below 1000 in a shipped language, and does above it', () => {
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: Parameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      expect(formatDistance('es', 347)).toBe('350 m');
      expect(formatDistance('en', 1234)).toBe('1.2 km');
      expect(formatDistance('pt-BR', 999_400)).toBe('999 km');
      expect(made).toBe(0);
      expect(formatDistance('de', 1234)).toBe('1,2 km');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = original;
    }
  });
});
