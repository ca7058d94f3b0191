/** The product page's view in its address: the trade pages' view (viewState.ts) and the chart's metric. */
import { TRADE_METRICS, type TradeMetric } from '#lib/chart/tradeSeriesOption.ts';
import {
  oneOf,
  readTradeView,
  TRADE_VIEW_DEFAULT,
  tradeViewSearch,
  type TradeViewState,
} from './viewState.ts';

export interface TradeProductView extends TradeViewState {
  metric: TradeMetric;
}

export const TRADE_PRODUCT_VIEW: TradeProductView = { ...TRADE_VIEW_DEFAULT, metric: 'value' };

/** `months`: the months the data holds (a month outside them falls back to the newest). */
export function readProductView(q: URLSearchParams, months: readonly string[]): TradeProductView {
  const v = readTradeView(q);
  return {
    ...v,
    metric: oneOf(TRADE_METRICS, q.get('metric'), TRADE_PRODUCT_VIEW.metric),
    month: v.month && months.includes(v.month) ? v.month : null,
  };
}

/** Only what differs from the default view, so the plain address stays plain. */
export function productViewSearch(v: TradeProductView): string {
  const q = new URLSearchParams(tradeViewSearch(v));
  if (v.metric !== TRADE_PRODUCT_VIEW.metric) q.set('metric', v.metric);
  const s = q.toString();
  return s ? `?${s}` : '';
}
