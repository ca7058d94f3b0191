/** 数据检索's sources said per series (official with the indicator's source, or 演示数据) and definitions that define. */
import { describe, expect, it } from 'vitest';
import { heldSourceText, indicatorDefinition, seriesSources } from '#lib/industry/sources.ts';
import { readFileSync } from 'node:fs';

const answer = {
  indicators: [
    { id: 1001, name: '粮食产量', unit: '万吨', frequency: 'year' as const, source: '国家统计局' },
    { id: 1002, name: '粮食播种面积', unit: '千公顷', frequency: 'year' as const, source: '国家统计局' },
  ],
  regions: [
    { code: '000000', name: '全国' },
    { code: '410000', name: '河南省' },
    { code: '370000', name: '山东省' },
  ],
  periods: ['2023', '2024'],
  // Indicator-major: 粮食产量 全国, 河南省, 山东省; then 粮食播种面积 (山东省 holds nothing).
  values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null, null],
  // Series index = indicator × regions + region: 粮食产量's provinces and 粮食播种面积's 河南省 are generated.
  demoSeries: [1, 2, 4],
};

describe('the indicator picker’s source', () => {
  it('names the source only for the levels holding official values, and 演示数据 for generated ones', () => {
    expect(heldSourceText({ official: ['national'], demo: ['province', 'city'] }, '国家统计局')).toEqual({
      text: '全国（国家统计局）；分省、地市（演示数据）',
      demo: true,
    });
    expect(heldSourceText({ official: ['national', 'province'], demo: [] }, '国家统计局')).toEqual({
      text: '全国、分省（国家统计局）',
      demo: false,
    });
    // A monthly series generated whole never borrows the indicator's source.
    expect(heldSourceText({ official: [], demo: ['national', 'province'] }, '国家统计局')).toEqual({
      text: '全国、分省（演示数据）',
      demo: true,
    });
    expect(heldSourceText({ official: [], demo: [] }, '国家统计局').text).toBe('暂无数据');
  });
});

describe('the sources of a query’s series', () => {
  it('names the source for official series only, 演示数据 for generated ones, and leaves out series holding nothing', () => {
    expect(seriesSources(answer).map(({ official, demo }) => ({ official, demo }))).toEqual([
      { official: ['全国'], demo: ['河南省', '山东省'] },
      { official: ['全国'], demo: ['河南省'] },
    ]);
  });
});

describe('an indicator’s definition', () => {
  it('is the reference data’s text when it says more than the name', () => {
    expect(indicatorDefinition({ name: '粮食播种面积', definition: '当年实际播种粮食作物的面积' })).toBe(
      '当年实际播种粮食作物的面积',
    );
  });

  it('is none when the reference data only repeats the name, or has nothing', () => {
    expect(indicatorDefinition({ name: '小麦产量', definition: '小麦产量' })).toBe('');
    expect(indicatorDefinition({ name: '小麦产量', definition: ' 小麦产量。' })).toBe('');
    expect(indicatorDefinition({ name: '小麦产量', definition: '' })).toBe('');
  });

  it('repeats no name of the reference indicators', () => {
    const rows = readFileSync('src/server/db/reference/industry/indicators.csv', 'utf8')
      .trim()
      .split('\n')
      .slice(1);
    const echoes = rows.map((r) => r.split(',')).filter((c) => c[6] === c[2]);
    // The reference does hold definitions that are only the name: they must show none.
    expect(echoes.length).toBeGreaterThan(0);
    for (const c of echoes) expect(indicatorDefinition({ name: c[2]!, definition: c[6] })).toBe('');
  });
});
