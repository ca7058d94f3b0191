/** 数据检索's page rules: the default period range, the union of spans, the cell count, and the chart's lines. */
import { describe, expect, it } from 'vitest';
import { cellIndex } from '#lib/industry/cells.ts';
import { defaultRange, fitRange, heldSpan, indicatorDecimals, queryCells } from '#lib/industry/retrieval.ts';
import { RETRIEVAL_CHART_MAX_LINES, retrievalChartInput, industryOption } from '#lib/chart/industryOption.ts';
import type { IndexAnswer, IndicatorCategory } from '#lib/industry/types.ts';

const cat = (
  indicator: number,
  frequency: IndicatorCategory['frequency'],
  first: string | null,
  last: string | null,
) => ({ indicator, frequency, first, last }) satisfies IndicatorCategory;

describe('the period range', () => {
  it('starts with the last 10 years held for year data, 12 quarters and 24 months otherwise', () => {
    expect(defaultRange({ frequency: 'year', first: '1990', last: '2024' })).toEqual({
      from: '2015',
      to: '2024',
    });
    expect(defaultRange({ frequency: 'year', first: '2020', last: '2024' })).toEqual({
      from: '2020',
      to: '2024',
    });
    expect(defaultRange({ frequency: 'quarter', first: '2015Q1', last: '2024Q4' })).toEqual({
      from: '2022Q1',
      to: '2024Q4',
    });
    expect(defaultRange({ frequency: 'month', first: '2015-01', last: '2024-06' })).toEqual({
      from: '2022-07',
      to: '2024-06',
    });
  });

  it('spans what any chosen indicator holds, and nothing when frequencies differ or nothing is held', () => {
    expect(heldSpan([cat(1, 'year', '2000', '2020'), cat(2, 'year', '1995', '2024')])).toEqual({
      frequency: 'year',
      first: '1995',
      last: '2024',
    });
    expect(heldSpan([cat(1, 'year', '2000', '2020'), cat(2, 'year', null, null)])?.last).toBe('2020');
    expect(heldSpan([cat(1, 'year', '2000', '2020'), cat(2, 'month', '2020-01', '2024-01')])).toBeNull();
    expect(heldSpan([cat(1, 'year', null, null)])).toBeNull();
  });

  it('keeps a range that fits the span and replaces one that does not', () => {
    const span = { frequency: 'year' as const, first: '2000', last: '2024' };
    expect(fitRange(span, '2005', '2010')).toEqual({ from: '2005', to: '2010' });
    expect(fitRange(span, '1990', '2010')).toEqual({ from: '2015', to: '2024' });
    expect(fitRange(span, '2020-01', '2020-12')).toEqual({ from: '2015', to: '2024' });
    expect(fitRange(span, '', '')).toEqual({ from: '2015', to: '2024' });
  });
});

describe('the cell count shown before running', () => {
  it('is indicators × regions × periods, as getIndex counts', () => {
    expect(
      queryCells({ indicators: [1, 2], regions: ['000000', '410000', '130000'], from: '2005', to: '2024' }),
    ).toBe(120);
    expect(queryCells({ indicators: [1], regions: ['000000'], from: '2023Q3', to: '2024Q2' })).toBe(4);
    expect(queryCells({ indicators: [1], regions: ['000000'], from: '2024', to: '2024-02' })).toBe(0);
  });
});

function answer(indicators: number, regions: number, periods: number): IndexAnswer {
  const a = {
    indicators: Array.from({ length: indicators }, (_, i) => ({
      id: i + 1,
      name: `指标${i + 1}`,
      unit: i % 2 ? '千公顷' : '万吨',
      frequency: 'year' as const,
      source: '国家统计局',
    })),
    regions: Array.from({ length: regions }, (_, r) => ({
      code: String(110000 + r * 10000),
      name: `地区${r + 1}`,
    })),
    periods: Array.from({ length: periods }, (_, p) => String(2015 + p)),
  };
  const values = Array.from({ length: indicators * regions * periods }, (_, k) => k);
  return { ...a, count: values.length, values, flags: {}, demoSeries: [], demo: false };
}

describe('the chart of a query', () => {
  it('draws periods across and a line per indicator × region with the cells of that series', () => {
    const a = answer(2, 2, 3);
    const { input, total } = retrievalChartInput(a);
    expect(input.x).toEqual(['2015年', '2016年', '2017年']);
    expect(total).toBe(4);
    expect(input.lines.map((l) => l.name)).toEqual([
      '地区1 · 指标1（万吨）',
      '地区2 · 指标1（万吨）',
      '地区1 · 指标2（千公顷）',
      '地区2 · 指标2（千公顷）',
    ]);
    expect(input.lines[2]!.values).toEqual([0, 1, 2].map((p) => a.values[cellIndex(a, 1, 0, p)]));
    // Units differ: none on the axis, each in its line's name.
    expect(input.unit).toBe('');
  });

  it('names lines by region alone for one indicator, with its unit on the axis', () => {
    const { input } = retrievalChartInput(answer(1, 3, 2));
    expect(input.lines.map((l) => l.name)).toEqual(['地区1', '地区2', '地区3']);
    expect(input.unit).toBe('万吨');
  });

  it('caps the lines to a readable number and says how many there were', () => {
    const { input, total } = retrievalChartInput(answer(1, 31, 5));
    expect(input.lines).toHaveLength(RETRIEVAL_CHART_MAX_LINES);
    expect(total).toBe(31);
    // Many long names: one scrolling legend row, never wrapped over the plot.
    expect(industryOption(answer(1, 31, 5)).legend).toMatchObject({ show: true, type: 'scroll' });
  });

  it('draws 全国 beside provinces on its own right axis, named 全国, its line marked 右轴', () => {
    const a = answer(1, 3, 3);
    a.regions[0] = { code: '000000', name: '全国' };
    const option = industryOption(a);
    const axes = option.yAxis as Record<string, unknown>[];
    expect(axes).toHaveLength(2);
    expect(axes[1]).toMatchObject({ position: 'right', name: '全国（万吨）' });
    expect(axes[0]).toMatchObject({ name: '地区（万吨）' });
    const series = option.series as Record<string, unknown>[];
    expect(series.map((s) => s.yAxisIndex ?? 0)).toEqual([1, 0, 0]);
    expect(series.map((s) => s.name)).toEqual(['全国（右轴）', '地区2', '地区3']);
  });

  it('keeps one value axis for provinces alone and for 全国 alone', () => {
    expect(Array.isArray(industryOption(answer(1, 3, 3)).yAxis)).toBe(false);
    const national = answer(2, 1, 3);
    national.regions[0] = { code: '000000', name: '全国' };
    expect(Array.isArray(industryOption(national).yAxis)).toBe(false);
  });
});

describe('the table’s decimals', () => {
  it('prints each indicator with the most decimals any of its values has, at most two', () => {
    const a = answer(3, 2, 2);
    a.values = [4255, 4156.7, null, 386, 12, 13, 14, 15, 1.234, 2, 3, 4];
    expect(indicatorDecimals(a)).toEqual([1, 0, 2]);
  });
});
