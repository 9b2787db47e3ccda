/**
 * The Intl formatters of the screens, made once per language and options and kept, as MDN
 * advises for formatting many values: making one is the costly part (a page's first of a kind
 * loads its language's data), formatting with it is cheap. The cat page made one per check-in
 * it listed.
 */
const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function keptFormat<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = make();
    kept.set(key, format);
  }
  return format;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  keptFormat(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );

export const relativeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  keptFormat(
    `relative ${locale} ${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  keptFormat(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
