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
  it("reads the calls' own choices without zod: no trade island or view module imports the validators", async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const islands = readdirSync('src/islands/trade', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => `src/islands/trade/${f}`);
    for (const file of [
      ...islands,
      'src/lib/trade/viewState.ts',
      'src/lib/trade/productState.ts',
      'src/lib/trade/choices.ts',
    ])
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/validators\.ts'/);
    const v = await import('#lib/trade/validators.ts');
    for (const period of v.TRADE_PERIODS)
      expect(readTradeView(new URLSearchParams(`period=${period}`)).period).toBe(period);
    for (const currency of v.TRADE_CURRENCIES)
      expect(readTradeView(new URLSearchParams(`currency=${currency}`)).currency).toBe(currency);
    for (const direction of v.TRADE_DIRECTIONS)
      expect(readTradeView(new URLSearchParams(`direction=${direction}`)).direction).toBe(direction);
  });
});
