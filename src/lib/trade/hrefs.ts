/** The addresses of 进出口贸易's pages (one source for pages, islands and the server's redirects). */

export const TRADE_HOME = '/application/trade';
export const TRADE_DIRECTORY = '/application/trade/product-directory';

/** A product's page: one per HS code of 2, 4 or 6 digits (`/application/trade/detail/120190`). */
export const tradeProductHref = (code: string): string =>
  `/application/trade/detail/${encodeURIComponent(code)}`;

/** A partner's page by its ISO alpha-2 code (`/application/trade/country-detail/BR`). */
export const tradeCountryHref = (iso2: string): string =>
  `/application/trade/country-detail/${encodeURIComponent(iso2.toUpperCase())}`;

/** The product directory, opened on a search when a keyword is given. */
export const tradeDirectoryHref = (keyword?: string): string =>
  keyword ? `${TRADE_DIRECTORY}?keyword=${encodeURIComponent(keyword)}` : TRADE_DIRECTORY;
