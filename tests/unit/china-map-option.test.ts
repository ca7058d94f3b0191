import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as echarts from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import {
  CHINA_ADCODE,
  canDrill,
  drillTarget,
  chinaMapData,
  chinaMapFile,
  chinaMapName,
  chinaMapOption,
  type ChinaMapPoint,
} from '#lib/chart/chinaMapOption.ts';
import { MAP_GREENS } from '#lib/chart/mapParts.ts';
import { CHART_TOKENS } from '#lib/chart/theme.ts';

echarts.use([MapChart, VisualMapComponent, TooltipComponent, SVGRenderer]);
const geo = (file: string) => JSON.parse(readFileSync(`src/lib/chart/geo/${file}.json`, 'utf8'));
echarts.registerMap(chinaMapName(CHINA_ADCODE), geo(CHINA_ADCODE));
echarts.registerMap(chinaMapName('440000'), geo('440000'));

const points: ChinaMapPoint[] = [
  { adcode: '440000', name: '广东省', value: 500 },
  { adcode: '410000', name: '河南省', value: 100 },
  { adcode: '650000', name: '新疆<b>', value: null },
];

interface Series {
  map: string;
  nameProperty: string;
  data: { name: string; value: number | null; adcode?: string; itemStyle?: { borderColor?: string } }[];
}

/** Draws the option with ECharts on the vendored GeoJSON and answers each region's fill by its adcode. */
function fills(option: Record<string, unknown>): Map<string, string | undefined> {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 450 });
  try {
    chart.setOption({ ...option, animation: false });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ECharts' model is not in its public types
    const data = (chart as any).getModel().getSeriesByIndex(0).getData();
    const out = new Map<string, string | undefined>();
    for (let i = 0; i < data.count(); i++) out.set(data.getName(i), data.getItemVisual(i, 'style')?.fill);
    return out;
  } finally {
    chart.dispose();
  }
}

/** ECharts answers a visual colour as rgba(). */
const rgba = (hex: string) => `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(',')},1)`;

const tooltipOf = (option: Record<string, unknown>) =>
  (option.tooltip as { formatter: (p: unknown) => string }).formatter;

describe('the China map', () => {
  it("colours each province's feature by its adcode string, deepest green for the largest value", () => {
    const drawn = fills(chinaMapOption({ points, unit: '万吨', level: 'country' }));
    expect(drawn.get('440000')).toBe(rgba(CHART_TOKENS.brand));
    expect(drawn.get('410000')).toMatch(/^rgba/);
    expect(drawn.get('410000')).not.toBe(rgba(CHART_TOKENS.brand));
    // A province without a value (or not listed) is not coloured by the scale: it keeps the neutral area colour.
    expect(drawn.get('650000')).toBeUndefined();
    expect(drawn.get('110000')).toBeUndefined();
  });

  it('refuses an adcode given as a number: it would match no feature', () => {
    const numeric = [{ adcode: 440000 as unknown as string, name: '广东省', value: 500 }];
    expect(chinaMapData({ points: numeric, unit: '万吨', level: 'country' })).toEqual([]);
    const series = (
      chinaMapOption({ points: numeric, unit: '万吨', level: 'country' }).series as Series[]
    )[0]!;
    expect(series.data.filter((d) => d.value !== null)).toEqual([]);
  });

  it('joins on the feature code (nameProperty adcode) of the national file at country level', () => {
    const [series] = chinaMapOption({ points, unit: '万吨', level: 'country' }).series as Series[];
    expect(series!.map).toBe('china-100000');
    expect(series!.nameProperty).toBe('adcode');
    expect(chinaMapFile(series!.map)).toBe(CHINA_ADCODE);
    expect(chinaMapFile('world-zh')).toBeNull();
  });

  it("draws the province's own file at province level, its cities coloured by code", () => {
    const cities = [
      { adcode: '440100', name: '广州市', value: 80 },
      { adcode: '440300', name: '深圳市', value: 20 },
    ];
    const option = chinaMapOption({ points: cities, unit: '万吨', level: 'province', province: '440000' });
    expect((option.series as Series[])[0]!.map).toBe('china-440000');
    const drawn = fills(option);
    expect(drawn.get('440100')).toBe(rgba(CHART_TOKENS.brand));
    expect(drawn.get('440300')).toMatch(/^rgba/);
    expect(() => chinaMapOption({ points: cities, unit: '万吨', level: 'province' })).toThrow();
  });

  it('keeps the 南海诸岛 inset frame as a grey line without value or tooltip', () => {
    const option = chinaMapOption({ points, unit: '万吨', level: 'country' });
    const frame = (option.series as Series[])[0]!.data.find((d) => d.name === CHINA_ADCODE);
    expect(frame).toMatchObject({ value: null, itemStyle: { areaColor: CHART_TOKENS.ink500 } });
    const drawn = fills(option);
    expect(drawn.has(CHINA_ADCODE)).toBe(true);
    expect(drawn.get(CHINA_ADCODE)).toBeUndefined();
    expect(tooltipOf(option)({ name: CHINA_ADCODE, data: frame })).toBe('');
  });

  it('outlines the highlighted region only', () => {
    const data = chinaMapData({ points, unit: '万吨', level: 'country', highlight: '410000' });
    expect(data.find((d) => d.adcode === '410000')?.itemStyle).toMatchObject({
      borderColor: CHART_TOKENS.gold,
    });
    expect(data.filter((d) => d.itemStyle)).toHaveLength(1);
  });

  it("scales the site's greens from 0 to the largest value", () => {
    const vm = chinaMapOption({ points, unit: '万吨', level: 'country' }).visualMap as {
      min: number;
      max: number;
      inRange: { color: string[] };
    };
    expect([vm.min, vm.max]).toEqual([0, 500]);
    expect(vm.inRange.color).toEqual([...MAP_GREENS]);
    // The legend names both ends, the maximum with its unit.
    expect((vm as unknown as { text: string[] }).text).toEqual(['500 万吨', '0']);
  });

  it('names the region with its value and unit in the tooltip, escaped', () => {
    const option = chinaMapOption({ points, unit: '<i>万吨', level: 'country' });
    const [gd, , xj] = chinaMapData({ points, unit: '万吨', level: 'country' });
    const gdText = tooltipOf(option)({ name: '440000', data: gd });
    expect(gdText).toContain('广东省');
    expect(gdText).toContain('500.0 &lt;i&gt;万吨');
    expect(gdText).not.toContain('<i>');
    const xjText = tooltipOf(option)({ name: '650000', data: xj });
    expect(xjText).toContain('新疆&lt;b&gt;');
    expect(xjText).toContain('—');
  });
});

describe('drilling from the national map', () => {
  it('opens a province with a cities file, never a city, the inset frame, 台湾 (no file) or a number', () => {
    expect(canDrill('440000')).toBe(true);
    expect(canDrill('440100')).toBe(false);
    expect(canDrill(CHINA_ADCODE)).toBe(false);
    expect(canDrill('710000')).toBe(false);
    expect(canDrill(440000)).toBe(false);
  });

  it('drills from a click at country level only: by the datum, else the feature name (a province without value)', () => {
    const [gd] = chinaMapData({ points, unit: '万吨', level: 'country' });
    expect(drillTarget('country', gd, '440000')).toBe('440000');
    expect(drillTarget('country', undefined, '510000')).toBe('510000');
    expect(drillTarget('country', { name: CHINA_ADCODE, value: null }, CHINA_ADCODE)).toBeNull();
    expect(drillTarget('country', undefined, '710000')).toBeNull();
    expect(drillTarget('province', undefined, '440100')).toBeNull();
  });

  it('loads the geometry a map name draws on demand: the national file, a province file, none for an unknown code', async () => {
    const { prepareMaps } = await import('#islands/ui/chart/echarts.ts');
    const { loadMap } = await import('#islands/ui/chart/echartsMap.ts');
    // Nothing to load for a chart without a map, nor for a map already registered.
    expect(prepareMaps({ series: [{ type: 'line' }] })).toBeNull();
    expect(prepareMaps(chinaMapOption({ points, unit: '万吨', level: 'country' }))).toBeNull();
    expect(echarts.getMap(chinaMapName('510000'))).toBeFalsy();
    await prepareMaps(chinaMapOption({ points: [], unit: '万吨', level: 'province', province: '510000' }));
    expect(echarts.getMap(chinaMapName('510000'))).toBeTruthy();
    await expect(loadMap(chinaMapName('990000'))).rejects.toThrow();
  });
});
