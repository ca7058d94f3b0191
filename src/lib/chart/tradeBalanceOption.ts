/** A partner's trade with China month by month (getCountrySeries) as the line chart: imports, exports, balance, in 万. */
import type { TradeCountrySeries } from '../trade/types.ts';
import { lineOption, type LineChartInput } from './lineOption.ts';

const wan = (v: number) => Math.round(v / 100) / 100;

export function tradeBalanceInput(s: TradeCountrySeries, staticRender = false): LineChartInput {
  return {
    x: s.months.map((m) => m.month),
    lines: [
      { name: '进口', values: s.months.map((m) => wan(m.import)) },
      { name: '出口', values: s.months.map((m) => wan(m.export)) },
      { name: '贸易差额', values: s.months.map((m) => wan(m.balance)), dashed: true },
    ],
    unit: `万${s.currency_unit}`,
    // The zero line: above it China sells more than it buys (顺差).
    markY: { value: 0, label: '0' },
    decimals: 1,
    staticRender,
  };
}

export const tradeBalanceOption = (s: TradeCountrySeries, staticRender = false) =>
  lineOption(tradeBalanceInput(s, staticRender));
