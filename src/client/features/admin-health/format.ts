import { dateFormat, numberFormat } from '../../lib/formats.js';

/** "1,2 MB" in the reader's language. */
export function formatBytes(locale: string, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit < 2 ? 0 : 1,
  }).format(value);
}

export const dateTime = (locale: string, iso: string) =>
  dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
