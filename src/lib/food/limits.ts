/** The food calls' sizes, without zod: islands import these, and zod in a page's bundle trips the CSP (its eval probe). */
export const FOOD_KEYWORD_MAX = 20;
export const FOOD_PAGE_SIZE = 20;
export const FOOD_RELATED_MAX = 8;
export const FOOD_COMPARE_MIN = 2;
export const FOOD_COMPARE_MAX = 4;

/** A food's code: the source's NDB number (09003), digits only. */
export const FOOD_CODE_RE = /^\d{5,8}$/;

/** The codes of a compare URL (?codes=09003,09040), as the page reads them before asking the API. */
export const compareCodesOf = (param: string | null): string[] =>
  (param ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
