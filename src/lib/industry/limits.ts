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

/**
 * The export (getOutExcelToken), stated on the page and enforced on the server: visitors see but do not export,
 * members export up to `memberCellsPerDay` cells a China day, VIPs without a daily limit (数据检索无限导出); one file
 * holds at most `maxCells` (the streaming writer keeps memory flat; the cap bounds the time).
 */
export const EXPORT_LIMITS = { memberCellsPerDay: 100_000, maxCells: 2_000_000, tokenTtlS: 300 } as const;
/** A member's recent queries kept (the oldest dropped) and saved queries allowed. */
export const RECENT_LIMIT = 20;
export const SAVED_LIMIT = 50;
export const QUERY_NAME_MAX = 40;
export const TABLE_TITLE_MAX = 60;
export const TABLE_DESCRIPTION_MAX = 300;
