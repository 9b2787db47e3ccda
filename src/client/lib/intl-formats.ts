import type { Locales } from '../../shared/i18n/i18n-types.js';

/**
 * Formatters (numbers, dates, relative times) kept per language and options. Making an Intl
 * formatter looks up the language's data, which is dear next to formatting with it: building two
 * per cat card cost about 80 ms of the home page's first render on the phone profile (4× slowed
 * CPU, 50 cards). `toLocaleString` and its kin build one on every call: use these instead.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function kept<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  kept(
    numberFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(
    dateTimeFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  kept(
    relativeTimeFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );

const DECIMAL_SEPARATOR: Record<Locales, string> = { 'pt-BR': ',', en: '.', es: ',' };
const UNIT_SYMBOL = { meter: 'm', kilometer: 'km' } as const;

/**
 * A distance as `Intl.NumberFormat`'s short unit style writes it ('350 m', '1,2 km'), without
 * Intl while the number stays below 1000. The first NumberFormat a page makes loads the
 * language's number data: about 120 ms on the phone profile (4× slowed CPU) in the home page's
 * first cat card, whose only number is the distance. Below 1000 the shipped languages need no
 * grouping, only their decimal separator; intl-formats.test.ts checks the result against Intl's
 * for every language. Larger numbers, and other languages, go to Intl.
 */
export function formatUnit(
  locale: string,
  value: number,
  unit: keyof typeof UNIT_SYMBOL,
  maximumFractionDigits: number,
): string {
  const separator = DECIMAL_SEPARATOR[locale as Locales] as string | undefined;
  // Rounded as Intl rounds: half away from zero on the number's shortest decimal form (9.95 is
  // 10.0 with one digit, where toFixed gives 9.9 from the binary value just below 9.95).
  const rounded =
    Math.round(Number(`${value}e${maximumFractionDigits}`)) / 10 ** maximumFractionDigits;
  if (separator && rounded >= 0 && rounded < 1000) {
    return `${String(rounded).replace('.', separator)} ${UNIT_SYMBOL[unit]}`;
  }
  return numberFormat(locale, { style: 'unit', unit, maximumFractionDigits }).format(value);
}
