import { describe, expect, it } from 'vitest';
import { readTradeView, TRADE_VIEW_DEFAULT, tradeViewSearch } from '#lib/trade/viewState.ts';

describe("the trade pages' view in the address", () => {
  it('reads period, currency, direction and month, falling back on the default for anything else', () => {
    expect(
      readTradeView(new URLSearchParams('period=cumulative&currency=rmb&direction=export&month=2026-03')),
    ).toEqual({ period: 'cumulative', currency: 'rmb', direction: 'export', month: '2026-03', page: 1 });
    expect(readTradeView(new URLSearchParams('period=x&currency=eur&month=2026-13'))).toEqual(
      TRADE_VIEW_DEFAULT,
    );
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(tradeViewSearch(TRADE_VIEW_DEFAULT)).toBe('');
    const s = { ...TRADE_VIEW_DEFAULT, period: 'cumulative' as const, currency: 'rmb' as const };
    expect(tradeViewSearch(s)).toBe('?period=cumulative&currency=rmb');
    expect(readTradeView(new URLSearchParams(tradeViewSearch(s)))).toEqual(s);
  });
});
