import { describe, expect, it } from 'vitest';
import { axisNumber, BAND_STACK, hasValues, lineOption, tooltipHtml } from '#lib/chart/lineOption.ts';
import { vegSeriesOption } from '#lib/chart/vegSeriesOption.ts';
import { classIndexOption } from '#lib/chart/classIndexOption.ts';
import type { VegSeries } from '#lib/vegetable/types.ts';
import { CHART_PALETTE } from '#lib/chart/theme.ts';

type Series = {
  id: string;
  name: string;
  stack?: string;
  data: unknown[];
  lineStyle: { type?: string; width?: number };
};
const seriesOf = (o: Record<string, unknown>) => o.series as Series[];

const national: VegSeries = {
  product: { id: 1, name: '大白菜', unit: '元/公斤' },
  mode: 'national',
  range: '30d',
  x: ['2026-11-22', '2026-11-23', '2026-11-24'],
  lines: [{ name: '全国均价', values: [2, null, 2.2] }],
  band: { name: '最低—最高区间', low: [1.5, null, 1.6], high: [2.5, null, 2.9] },
  demo: true,
};

describe('lineOption (the shared line chart builder)', () => {
  it('draws the band as the low then high − low stacked, keeping the real low and high for the tooltip', () => {
    const s = seriesOf(vegSeriesOption(national));
    expect(s.map((x) => x.id)).toEqual([`${BAND_STACK}-low`, `${BAND_STACK}-high`, 'line-0']);
    expect(s[0]!.stack).toBe(BAND_STACK);
    expect(s[0]!.data).toEqual([1.5, null, 1.6]);
    expect(s[1]!.data).toEqual([
      { value: 1, low: 1.5, high: 2.5 },
      null,
      { value: 1.3, low: 1.6, high: 2.9 },
    ]);
    expect(s[2]!.data).toEqual([2, null, 2.2]);
    expect((s[2] as Series & { color: string }).color).toBe(CHART_PALETTE[0]); // the band does not take the green
  });

  it('keeps gaps as gaps (no joined line over a missing day)', () => {
    const line = seriesOf(vegSeriesOption(national))[2] as Series & { connectNulls: boolean };
    expect(line.connectNulls).toBe(false);
  });

  it('shows the legend only for several lines or a band, and a zoom only for long series', () => {
    const one = lineOption({ x: ['a', 'b'], lines: [{ name: 'x', values: [1, 2] }] });
    expect(one.legend).toEqual({ show: false });
    expect(one.dataZoom).toEqual([]);
    const x = Array.from({ length: 365 }, (_, i) => String(i));
    const long = lineOption({ x, lines: [{ name: 'x', values: x.map(() => 1) }] });
    expect((long.dataZoom as unknown[]).length).toBe(2);
    expect(lineOption({ x, lines: [{ name: 'x', values: [] }], staticRender: true }).dataZoom).toEqual([]);
  });

  it('has no tooltip nor animation when rendered on the server', () => {
    const o = vegSeriesOption(national, true);
    expect(o.tooltip).toBeUndefined();
    expect(o.animation).toBe(false);
    expect(vegSeriesOption(national).animation).toBe(true);
  });

  it('writes the tooltip with the band as low – high, escaped names and the unit', () => {
    const html = tooltipHtml(
      [
        {
          seriesName: 'band',
          seriesId: `${BAND_STACK}-low`,
          axisValueLabel: '2026-11-24',
          marker: '',
          value: 1.6,
          data: 1.6,
        },
        {
          seriesName: '最低—最高区间',
          seriesId: `${BAND_STACK}-high`,
          axisValueLabel: '2026-11-24',
          marker: '',
          value: 1.3,
          data: { value: 1.3, low: 1.6, high: 2.9 },
        },
        {
          seriesName: '<b>全国均价</b>',
          seriesId: 'line-0',
          axisValueLabel: '2026-11-24',
          marker: '',
          value: 2.2,
          data: 2.2,
        },
      ],
      2,
      '元/公斤',
    );
    expect(html).toContain('1.60 – 2.90');
    expect(html).toContain('2.20');
    expect(html).toContain('&#60;b&#62;全国均价');
    expect(html).toContain('单位：元/公斤');
    expect(html.match(/<div>/g)).toHaveLength(2); // two rows: the band's low series is not one
  });

  it('tells an empty series from one with values', () => {
    expect(hasValues({ lines: [{ name: 'x', values: [null, null] }], band: null })).toBe(false);
    expect(hasValues(national)).toBe(true);
  });
});

describe('the vegetable and index builders', () => {
  it('draws the seasonal view as weeks, this year strong, the past mean dashed', () => {
    const o = vegSeriesOption({
      ...national,
      mode: 'seasonal',
      x: ['1', '2'],
      lines: [
        { name: '2026年', values: [3, 4] },
        { name: '2023—2025年同期均值', values: [2, 3] },
      ],
      band: { name: '2023—2025年同期区间', low: [1, 2], high: [3, 4] },
    });
    expect((o.xAxis as { data: string[] }).data).toEqual(['第1周', '第2周']);
    const [, , now, mean] = seriesOf(o);
    expect(now!.lineStyle.width).toBe(2.5);
    expect(mean!.lineStyle.type).toBe('dashed');
  });

  it('draws one plain line per market without a band', () => {
    const o = vegSeriesOption({
      ...national,
      mode: 'markets',
      lines: [
        { name: '新发地', market_id: 1, values: [1, 2, 3] },
        { name: '寿光', market_id: 2, values: [1, 2, 3] },
      ],
      band: null,
    });
    expect(seriesOf(o).map((s) => s.name)).toEqual(['新发地', '寿光']);
    expect((o.legend as { data: string[] }).data).toEqual(['新发地', '寿光']);
  });

  it('draws the class index with the whole index first and the base period line at 100', () => {
    const o = classIndexOption({
      weeks: ['2026-11-09', '2026-11-16'],
      series: [
        { key: 'all', name: '蔬菜价格总指数', values: [101, 102] },
        { key: 'leafy', name: '叶菜类', values: [99, 103] },
      ],
      demo: true,
    });
    const xAxis = o.xAxis as { data: string[]; axisLabel: { formatter: (x: string) => string } };
    expect(xAxis.data).toEqual(['2026-11-09', '2026-11-16']);
    expect(xAxis.axisLabel.formatter('2026-11-16')).toBe('11-16');
    const [all] = seriesOf(o) as (Series & { markLine: { data: { yAxis: number }[] } })[];
    expect(all!.markLine.data).toEqual([{ yAxis: 100 }]);
  });
});

describe('the value axis', () => {
  it('groups thousands and keeps at most two decimals (800,000 万美元 reads at a glance)', () => {
    expect(axisNumber(800000)).toBe('800,000');
    expect(axisNumber(3.456)).toBe('3.46');
    expect(axisNumber(-1200)).toBe('-1,200');
  });
});
