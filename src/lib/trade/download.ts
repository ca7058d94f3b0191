/** The trade tables a member downloads as CSV or XLSX (owned by the download work: see TradeDownload). */
export const TRADE_TABLES = [
  'productSeries',
  'originList',
  'productByOrigin',
  'exportByOrigin',
  'countrySeries',
  'taxRates',
  'permitOrigins',
  'topClass',
] as const;
export type TradeTable = (typeof TRADE_TABLES)[number];
