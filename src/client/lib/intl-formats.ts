/**
 * Formatters kept per language and options. Making an Intl formatter looks up the language's
 * data, which is dear next to formatting with it: building two per cat card cost about 80 ms of
 * the home page's first render on the phone profile (4× slowed CPU, 50 cards).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
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

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  kept(
    relativeTimeFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
