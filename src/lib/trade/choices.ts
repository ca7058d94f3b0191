/** The trade calls' choices and limits without zod: validators.ts builds on them, islands read them (zod breaks the CSP). */

export const TRADE_LIMITS = {
  /** A directory search's keyword. */
  keyword: 40,
  /** Partners or products in a ranking. */
  maxRank: 50,
  defaultRank: 10,
  /** Months in one series. */
  maxSeriesMonths: 120,
  defaultSeriesMonths: 36,
} as const;

export const TRADE_PERIODS = ['month', 'cumulative'] as const;
export const TRADE_CURRENCIES = ['usd', 'rmb'] as const;
export const TRADE_DIRECTIONS = ['import', 'export'] as const;
export type TradePeriod = (typeof TRADE_PERIODS)[number];
export type TradeCurrency = (typeof TRADE_CURRENCIES)[number];
export type TradeDirection = (typeof TRADE_DIRECTIONS)[number];
