/** A product's monthly imports and exports (getProductSeries' answer) as the line chart: value, quantity or unit value. */
import { TRADE_CURRENCY_UNIT, TRADE_DIRECTION_LABEL } from '#lib/trade/messages.ts';
import { toWan, tradeValueUnit } from '#lib/trade/format.ts';
import type { TradeProductSeries } from '#lib/trade/types.ts';
import { lineOption, type LineChartInput } from './lineOption.ts';

export const TRADE_METRICS = ['value', 'quantity', 'unit_value'] as const;
export type TradeMetric = (typeof TRADE_METRICS)[number];

/** The unit of a metric's figures: 万美元, the code's customs unit, 美元/千克. */
export function tradeMetricUnit(
  s: Pick<TradeProductSeries, 'currency' | 'unit'>,
  metric: TradeMetric,
): string {
  if (metric === 'value') return tradeValueUnit(s.currency);
  if (metric === 'quantity') return s.unit;
  return `${TRADE_CURRENCY_UNIT[s.currency]}/${s.unit}`;
}

/** One month's figure of a metric as the chart and the table show it (values in 万). */
export const metricValue = (p: TradeProductSeries['months'][number]['import'], metric: TradeMetric) =>
  metric === 'value' ? toWan(p.value) : metric === 'quantity' ? p.quantity : p.unit_value;

export function tradeSeriesInput(
  s: TradeProductSeries,
  metric: TradeMetric,
  staticRender = false,
): LineChartInput {
  return {
    x: s.months.map((m) => m.month),
    lines: (['import', 'export'] as const).map((d) => ({
      name: TRADE_DIRECTION_LABEL[d],
      values: s.months.map((m) => metricValue(m[d], metric)),
    })),
    unit: tradeMetricUnit(s, metric),
    decimals: metric === 'quantity' ? 0 : metric === 'unit_value' ? 2 : 1,
    staticRender,
  };
}

export const tradeSeriesOption = (s: TradeProductSeries, metric: TradeMetric, staticRender = false) =>
  lineOption(tradeSeriesInput(s, metric, staticRender));
