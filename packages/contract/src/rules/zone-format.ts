/**
 * An `Intl.DateTimeFormat` for `options` in `timeZone`, made once and kept: making one costs about
 * 100 µs on the server's machine and using one about 7 µs (docs/performance.md), and the limits'
 * periods and the order numbers need several per money request. `options` must be a constant of
 * its caller; the runtime's own zone (`timeZone` undefined) is not kept, since it may change.
 */
const made = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

export function zoneFormat(
  locale: string,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  if (timeZone === undefined) return new Intl.DateTimeFormat(locale, options);
  let byZone = made.get(options);
  if (!byZone) made.set(options, (byZone = new Map()));
  const key = `${locale} ${timeZone}`;
  let format = byZone.get(key);
  if (!format) byZone.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return format;
}
