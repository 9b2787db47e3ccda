import { formatDay } from './day.js';
import { dateFormat } from './formats.js';

/**
 * Typed dates and times in the user's language, whatever the browser's: a native date or time
 * input follows the browser's own locale (an English Chromium shows mm/dd/yyyy and 12 h on a
 * pt-BR page), so the app's date and time fields are text fields read and written here.
 */

type Part = 'day' | 'month' | 'year';

const LETTERS: Record<string, Record<Part, string>> = {
  'pt-BR': { day: 'dd', month: 'mm', year: 'aaaa' },
  es: { day: 'dd', month: 'mm', year: 'aaaa' },
  en: { day: 'dd', month: 'mm', year: 'yyyy' },
};

/** The order of day, month and year in the language's short date (pt-BR: day, month, year). */
export function dayOrder(locale: string): Part[] {
  return dateFormat(locale, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .formatToParts(new Date('2026-11-18T12:00:00Z'))
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
}

/** What the field shows while empty: "dd/mm/aaaa" in pt-BR. */
export const dayPlaceholder = (locale: string): string => {
  const letters = LETTERS[locale] ?? LETTERS.en!;
  return dayOrder(locale)
    .map((part) => letters[part])
    .join('/');
};

/** A 'YYYY-MM-DD' day as the field shows it ('' stays ''). */
export const dayToInput = (locale: string, day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDay(locale, day) : '';

/** What the person typed ("18/11/2026", "18-11-26", "18.11.2026") as 'YYYY-MM-DD', or null. */
export function dayFromInput(locale: string, text: string): string | null {
  const numbers = text
    .trim()
    .split(/[^\d]+/)
    .filter(Boolean);
  if (numbers.length !== 3) return null;
  const order = dayOrder(locale);
  const value = (part: Part) => Number(numbers[order.indexOf(part)]);
  let year = value('year');
  if (year < 100) year += 2000;
  const month = value('month');
  const day = value('day');
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** What the person typed ("7:30", "07h30", "0730", "19") as 'HH:MM' (24 h), or null. */
export function timeFromInput(text: string): string | null {
  const match = /^(\d{1,2})(?:\s*[:h.]\s*|(?=\d{2}$))?(\d{2})?\s*h?$/i.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
