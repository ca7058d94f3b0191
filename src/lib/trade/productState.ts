/** The product page's view in its address (a shared link opens the same view): metric, period, currency, direction, month. */
import { TRADE_METRICS, type TradeMetric } from '../chart/tradeSeriesOption.ts';
import { MONTH_RE } from './months.ts';
import {
  TRADE_CURRENCIES,
  TRADE_DIRECTIONS,
  TRADE_PERIODS,
  type TradeCurrency,
  type TradeDirection,
  type TradePeriod,
} from './choices.ts';
import { oneOf } from './viewState.ts';

export interface TradeProductView {
  /** useAddressState's page (unused: the page has no pager). */
  page: number;
  metric: TradeMetric;
  period: TradePeriod;
  currency: TradeCurrency;
  direction: TradeDirection;
  /** The partners' month; '' for the newest. */
  month: string;
}

export const TRADE_PRODUCT_VIEW: TradeProductView = {
  page: 1,
  metric: 'value',
  period: 'month',
  currency: 'usd',
  direction: 'import',
  month: '',
};

/** `months`: the months the data holds (a month outside them falls back to the newest). */
export function readProductView(q: URLSearchParams, months: readonly string[]): TradeProductView {
  const month = q.get('month') ?? '';
  const d = TRADE_PRODUCT_VIEW;
  return {
    page: 1,
    metric: oneOf(TRADE_METRICS, q.get('metric'), d.metric),
    period: oneOf(TRADE_PERIODS, q.get('period'), d.period),
    currency: oneOf(TRADE_CURRENCIES, q.get('currency'), d.currency),
    direction: oneOf(TRADE_DIRECTIONS, q.get('direction'), d.direction),
    month: MONTH_RE.test(month) && months.includes(month) ? month : '',
  };
}

/** Only what differs from the default view, so the plain address stays plain. */
export function productViewSearch(v: TradeProductView): string {
  const q = new URLSearchParams();
  for (const k of ['metric', 'period', 'currency', 'direction', 'month'] as const)
    if (v[k] !== TRADE_PRODUCT_VIEW[k]) q.set(k, v[k]);
  const s = q.toString();
  return s ? `?${s}` : '';
}
