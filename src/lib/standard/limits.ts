/**
 * The standards calls' sizes and the shapes of the list's filters, without zod: the islands and the list's address
 * reader import these, the validators build their schemas on them (zod in a page's bundle trips the CSP, its eval
 * probe), so a link the page accepts is one the server accepts.
 */
export const STD_LIST_LIMITS = { keyword: 60, firstYear: 1950, lastYear: 2100 } as const;

/** Page size of the list page. */
export const STD_LIST_PAGE_SIZE = 20;

/** The member centre's window: followed standards that change status within these days (at most the max). */
export const STD_FOLLOW_DAYS = 90;
export const STD_FOLLOW_DAYS_MAX = 365;

/** The list's filters: `GB/T`, `NY`, `DB11`, `T/CAB` (sub); a CCS class `B` or code `B31`; an ICS `67`, `67.040`, `67.040.20`. */
export const STD_FILTER_PATTERN = {
  sub: /^(?:[A-Z]{1,4}(?:\/[TZ])?|DB\d{2}|T\/[A-Z][A-Z0-9]{0,15})$/,
  ccs: /^[A-Z](?:\d{2})?$/,
  ics: /^\d{2}(?:\.\d{3}(?:\.\d{2})?)?$/,
} as const;

/** A 发布 year the list filters by. */
export const isStdListYear = (year: number): boolean =>
  Number.isInteger(year) && year >= STD_LIST_LIMITS.firstYear && year <= STD_LIST_LIMITS.lastYear;
