/** The limits of the indicator store's calls (数据检索), stated on the page and enforced by the validators. */

/** The most cells (indicators × regions × periods) one query answers. */
export const INDEX_MAX_CELLS = 20_000;
export const INDEX_MAX_INDICATORS = 20;
/** National, 31 provinces and every city of a few provinces. */
export const INDEX_MAX_REGIONS = 400;
export const INDUSTRY_KEYWORD_MAX = 40;
/** At most this many indicators (and domains) a search answers. */
export const INDUSTRY_SEARCH_LIMIT = 50;
export const RELATED_LIMIT = 20;
/** The national region's code (administrative codes are 6 digits; the whole country has none of its own). */
export const NATIONAL_REGION = '000000';
