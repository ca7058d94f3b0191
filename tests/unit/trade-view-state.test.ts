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

describe('the view state stays light for the islands', () => {
  it("names the same choices as the calls' validators without importing them (no zod in the pages)", async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync('src/lib/trade/viewState.ts', 'utf8');
    expect(text).not.toMatch(/^import \{[^}]*\} from '\.\/validators\.ts'/m);
    const v = await import('#lib/trade/validators.ts');
    for (const period of v.TRADE_PERIODS)
      expect(readTradeView(new URLSearchParams(`period=${period}`)).period).toBe(period);
    for (const currency of v.TRADE_CURRENCIES)
      expect(readTradeView(new URLSearchParams(`currency=${currency}`)).currency).toBe(currency);
    for (const direction of v.TRADE_DIRECTIONS)
      expect(readTradeView(new URLSearchParams(`direction=${direction}`)).direction).toBe(direction);
  });
});
