// Date formatters, each made once per locale and options. Making an Intl.DateTimeFormat resolves the
// locale and compiles a pattern for the options, about a millisecond on a laptop (the first in a
// page also loads the locale's data); formatting with one takes microseconds. The dashboard made
// two or three per card on every render, and each e-mail and feed several per date it shows.

const made = new Map<string, Intl.DateTimeFormat>();
/** Locales × zones × option sets in use are a few hundred at most; past this, start over. */
const MAX_FORMATS = 1000;

/** `new Intl.DateTimeFormat(locale, options)`, or the one already made for them. */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale ?? ""} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    // Throws for a zone or locale Intl does not know: nothing is kept for it.
    format = new Intl.DateTimeFormat(locale, options);
    if (made.size >= MAX_FORMATS) made.clear();
    made.set(key, format);
  }
  return format;
}

/** True for an IANA zone name this runtime has rules for. */
export function knowsTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    dateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
