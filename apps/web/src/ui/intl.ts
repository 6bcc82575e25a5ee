type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;

/**
 * Intl formatters, one per kind, locale and options: making one costs far more than formatting with it,
 * and a list of prices, volumes or times formats hundreds of values on each update.
 */
const formatterCache = new Map<string, Formatter>();

function cached<F extends Formatter>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formatterCache.get(key) as F | undefined;
  if (!format) {
    format = make();
    formatterCache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  cached("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
