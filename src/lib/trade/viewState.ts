/** The trade pages' view in the address (a shared link opens the same figures): period, currency, direction, month. */
import { MONTH_RE } from './months.ts';
import {
  TRADE_CURRENCIES,
  TRADE_DIRECTIONS,
  TRADE_PERIODS,
  type TradeCurrency,
  type TradeDirection,
  type TradePeriod,
} from './choices.ts';

export interface TradeViewState {
  period: TradePeriod;
  currency: TradeCurrency;
  /** The map's direction (home page). */
  direction: TradeDirection;
  /** null: the newest month. */
  month: string | null;
  /** Unused (the address-state hook's paging). */
  page: number;
}

export const TRADE_VIEW_DEFAULT: TradeViewState = {
  period: 'month',
  currency: 'usd',
  direction: 'import',
  month: null,
  page: 1,
};

export const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  values.includes(v as T) ? (v as T) : fallback;

export function readTradeView(q: URLSearchParams): TradeViewState {
  const month = q.get('month');
  return {
    period: oneOf(TRADE_PERIODS, q.get('period'), 'month'),
    currency: oneOf(TRADE_CURRENCIES, q.get('currency'), 'usd'),
    direction: oneOf(TRADE_DIRECTIONS, q.get('direction'), 'import'),
    month: month && MONTH_RE.test(month) ? month : null,
    page: 1,
  };
}

/** Only what differs from the default, so the plain address is the default view. */
export function tradeViewSearch(s: TradeViewState): string {
  const q = new URLSearchParams();
  if (s.period !== 'month') q.set('period', s.period);
  if (s.currency !== 'usd') q.set('currency', s.currency);
  if (s.direction !== 'import') q.set('direction', s.direction);
  if (s.month) q.set('month', s.month);
  const text = q.toString();
  return text ? `?${text}` : '';
}
