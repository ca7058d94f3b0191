/** A partner's trade with China month by month (getCountrySeries) as the line chart: imports, exports, balance, in 万. */
import { toWan } from '#lib/trade/format.ts';
import { TRADE_DIRECTION_LABEL, TRADE_VIEW_MSG } from '#lib/trade/messages.ts';
import type { TradeCountrySeries } from '#lib/trade/types.ts';
import { lineOption, type LineChartInput } from './lineOption.ts';

export function tradeBalanceInput(s: TradeCountrySeries, staticRender = false): LineChartInput {
  return {
    x: s.months.map((m) => m.month),
    lines: [
      { name: TRADE_DIRECTION_LABEL.import, values: s.months.map((m) => toWan(m.import)) },
      { name: TRADE_DIRECTION_LABEL.export, values: s.months.map((m) => toWan(m.export)) },
      { name: TRADE_VIEW_MSG.balance, values: s.months.map((m) => toWan(m.balance)), dashed: true },
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
