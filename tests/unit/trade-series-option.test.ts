import { describe, expect, it } from 'vitest';
import { tradeMetricUnit, tradeSeriesInput } from '#lib/chart/tradeSeriesOption.ts';
import {
  formatHsCode,
  formatShare,
  formatTradeQuantity,
  formatTradeValue,
  formatUnitValue,
  formatWan,
  toWan,
  tradeValueUnit,
} from '#lib/trade/format.ts';
import type { TradeProductSeries } from '#lib/trade/types.ts';

const point = (value: number, quantity: number | null) => ({
  value,
  quantity,
  unit_value: quantity ? Math.round((value / quantity) * 100) / 100 : null,
  yoy: null,
});
const series: TradeProductSeries = {
  product: { code: '120190', name: '其他大豆', name_en: 'Soya beans', level: 6, path: [] },
  partner: null,
  period: 'month',
  currency: 'rmb',
  currency_unit: '元',
  unit: '千克',
  from: '2026-09',
  to: '2026-10',
  months: [
    { month: '2026-09', import: point(12_345_678, 1000), export: point(0, null) },
    { month: '2026-10', import: point(20_000_000, 2000), export: point(50_000, 10) },
  ],
  demo: true,
};

describe('tradeSeriesOption', () => {
  it('draws imports and exports in 万 of the currency asked for', () => {
    const input = tradeSeriesInput(series, 'value');
    expect(input.x).toEqual(['2026-09', '2026-10']);
    expect(input.lines.map((l) => l.name)).toEqual(['进口', '出口']);
    expect(input.lines[0]!.values).toEqual([1234.6, 2000]);
    expect(input.unit).toBe('万元');
  });

  it('draws quantities and unit values in the code’s unit', () => {
    expect(tradeSeriesInput(series, 'quantity').lines[1]!.values).toEqual([null, 10]);
    expect(tradeSeriesInput(series, 'unit_value').lines[0]!.values).toEqual([12345.68, 10000]);
    expect(tradeMetricUnit(series, 'unit_value')).toBe('元/千克');
    expect(tradeMetricUnit(series, 'quantity')).toBe('千克');
  });
});

describe('trade formatters', () => {
  it('shows values in 万 (one decimal) and from 1e8 in 亿', () => {
    expect(formatTradeValue(12_345_678, 'usd')).toBe('1,234.6万美元');
    expect(formatTradeValue(123_456_789, 'rmb')).toBe('1.2亿元');
    expect(formatTradeValue(null, 'usd')).toBe('—');
    expect(tradeValueUnit('rmb')).toBe('万元');
    expect(formatWan(12_345_678)).toBe('1,234.6');
  });

  it('shows quantities, unit values and shares, a dash where a code mixes units', () => {
    expect(formatTradeQuantity(1_234_567.8, '千克')).toBe('123.5万千克');
    expect(formatTradeQuantity(8000, '千克')).toBe('8,000千克');
    expect(formatTradeQuantity(5, null)).toBe('—');
    expect(formatUnitValue(3.456, 'usd', '千克')).toBe('3.46美元/千克');
    expect(formatShare(12.34)).toBe('12.3%');
    expect(formatHsCode('120190')).toBe('1201.90');
    expect(formatHsCode('1201')).toBe('1201');
  });
});

describe('the product page’s address', () => {
  it('keeps only what differs from the default view and reads it back', async () => {
    const { productViewSearch, readProductView, TRADE_PRODUCT_VIEW } =
      await import('#lib/trade/productState.ts');
    const view = {
      ...TRADE_PRODUCT_VIEW,
      period: 'cumulative' as const,
      currency: 'rmb' as const,
      month: '2026-08',
    };
    const search = productViewSearch(view);
    expect(search).toBe('?period=cumulative&currency=rmb&month=2026-08');
    expect(readProductView(new URLSearchParams(search), ['2026-08', '2026-09'])).toEqual(view);
    expect(productViewSearch(TRADE_PRODUCT_VIEW)).toBe('');
  });

  it('falls back to the default for values it does not know and months outside the data', async () => {
    const { readProductView, TRADE_PRODUCT_VIEW } = await import('#lib/trade/productState.ts');
    expect(
      readProductView(new URLSearchParams('period=year&currency=eur&month=2030-01&metric=x'), ['2026-08']),
    ).toEqual(TRADE_PRODUCT_VIEW);
  });
});

describe('values in 万', () => {
  it('keeps one decimal for charts and maps and never switches a column to 亿', () => {
    expect(toWan(12_345_678)).toBe(1234.6);
    expect(toWan(-8_765)).toBe(-0.9);
    expect(toWan(null)).toBeNull();
    expect(formatWan(1_234_567_890)).toBe('123,456.8');
  });
});
