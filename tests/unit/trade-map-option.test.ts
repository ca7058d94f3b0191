import { describe, expect, it } from 'vitest';
import { MAP_GREENS } from '#lib/chart/mapParts.ts';
import { WORLD_MAP, worldMapData, worldMapOption } from '#lib/chart/worldMapOption.ts';
import { CHART_TOKENS } from '#lib/chart/theme.ts';

const points = [
  { iso2: 'BR', name: '巴西', map_name: '巴西', value: 1234.5 },
  { iso2: 'US', name: '美国', map_name: '美国', value: 800 },
  // Drawn inside another feature on the map: left off it.
  { iso2: 'MO', name: '中国澳门', map_name: '', value: 3 },
  { iso2: 'TH', name: '泰国', map_name: '泰国', value: null },
];

interface Series {
  type: string;
  map: string;
  data: {
    name: string;
    value: number | null;
    iso2: string;
    label: string;
    itemStyle?: { borderColor?: string };
  }[];
}

describe('the world map of partners', () => {
  it("puts each partner's value on its own map feature, by map_name, and leaves off partners without one", () => {
    const option = worldMapOption({ points, unit: '万美元' });
    const [series] = option.series as Series[];
    expect(series!.type).toBe('map');
    expect(series!.map).toBe(WORLD_MAP);
    expect(series!.data.map((d) => [d.name, d.value, d.iso2])).toEqual([
      ['巴西', 1234.5, 'BR'],
      ['美国', 800, 'US'],
      ['泰国', null, 'TH'],
    ]);
  });

  it("scales the site's greens from 0 to the largest value", () => {
    const vm = worldMapOption({ points, unit: '万美元' }).visualMap as {
      min: number;
      max: number;
      inRange: { color: string[] };
    };
    expect(vm.min).toBe(0);
    expect(vm.max).toBe(1234.5);
    expect(vm.inRange.color).toEqual([...MAP_GREENS]);
    expect(vm.inRange.color.at(-1)).toBe(CHART_TOKENS.brand);
  });

  it('outlines the highlighted partner only (ISO2 in any case)', () => {
    const data = worldMapData({ points, unit: '万美元', highlight: 'br' });
    expect(data.find((d) => d.iso2 === 'BR')?.itemStyle).toMatchObject({ borderColor: CHART_TOKENS.gold });
    expect(data.filter((d) => d.itemStyle)).toHaveLength(1);
  });

  it('names the partner with its value and unit in the tooltip, escaped', () => {
    const { tooltip } = worldMapOption({ points, unit: '万美元' }) as {
      tooltip: { formatter: (p: unknown) => string };
    };
    const [br] = worldMapData({ points, unit: '万美元' });
    expect(tooltip.formatter({ name: '巴西', data: br })).toContain('1234.5 万美元');
    expect(tooltip.formatter({ name: '巴西', data: br })).toContain('巴西');
    expect(tooltip.formatter({ name: '<b>', data: undefined })).toContain('&lt;b&gt;');
    expect(tooltip.formatter({ name: '<b>', data: undefined })).toContain('—');
  });
});

describe("a partner's balance over time", () => {
  it('draws imports, exports and the balance per month in 万 of the currency', async () => {
    const { tradeBalanceInput } = await import('#lib/chart/tradeBalanceOption.ts');
    const input = tradeBalanceInput({
      partner: { code: '410', iso2: 'BR', name: '巴西', map_name: '巴西', continent: '拉丁美洲' },
      currency: 'usd',
      currency_unit: '美元',
      from: '2026-09',
      to: '2026-10',
      months: [
        { month: '2026-09', import: 12_345_678, export: 1_000_000, balance: -11_345_678 },
        { month: '2026-10', import: 0, export: 50_000, balance: 50_000 },
      ],
      demo: true,
    });
    expect(input.x).toEqual(['2026-09', '2026-10']);
    expect(input.unit).toBe('万美元');
    expect(input.lines.map((l) => [l.name, l.values])).toEqual([
      ['进口', [1234.6, 0]],
      ['出口', [100, 5]],
      ['贸易差额', [-1134.6, 5]],
    ]);
  });
});

describe('the map of one partner (its page)', () => {
  it('shows no colour scale for a single partner, and one for several', () => {
    const one = worldMapOption({ points: points.slice(0, 1), unit: '万美元', highlight: 'BR' });
    expect((one.visualMap as { show: boolean }).show).toBe(false);
    expect((worldMapOption({ points, unit: '万美元' }).visualMap as { show: boolean }).show).toBe(true);
  });
});
