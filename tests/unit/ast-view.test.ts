/** 农业专题's address, CSV and share rule (#lib/ast): what the page restores, downloads and divides. */
import { describe, expect, it } from 'vitest';
import { astViewSearch, readAstView } from '#lib/ast/viewState.ts';
import { rankingCsv } from '#lib/ast/csv.ts';
import { isAdditiveUnit } from '#lib/ast/additive.ts';

describe('the view in the address', () => {
  it('reads topic, year and province back as written', () => {
    const view = { topic: 3, year: '2020', province: '410000' };
    expect(readAstView(new URLSearchParams(astViewSearch(view)))).toEqual(view);
    expect(astViewSearch({ topic: null, year: null, province: null })).toBe('');
  });

  it('leaves out what is malformed: a year of 3 digits, a city or the country as province, a topic in words', () => {
    expect(readAstView(new URLSearchParams('topic=abc&year=202&province=410100'))).toEqual({
      topic: null,
      year: null,
      province: null,
    });
    expect(readAstView(new URLSearchParams('province=000000')).province).toBeNull();
  });
});

describe('the ranking as CSV', () => {
  it('starts with a UTF-8 BOM, heads its columns with the unit, quotes a name with a comma, keeps no formula', () => {
    const csv = rankingCsv(
      [
        { adcode: '410000', name: '河南省', value: 6789.5, flag: '', rank: 1, share: 9.61, demo: true },
        { adcode: '990000', name: '甲,乙', value: 1, flag: '', rank: 2, share: null, demo: true },
        {
          adcode: '980000',
          name: '=HYPERLINK("x")',
          value: -3.5,
          flag: '',
          rank: 3,
          share: -0.5,
          demo: true,
        },
      ],
      '万吨',
      '占全国',
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      '排名,地区,数值（万吨）,占全国（%）,行政区划代码',
      '1,河南省,6789.5,9.61,410000',
      '2,"甲,乙",1,,990000',
      `3,"'=HYPERLINK(""x"")",-3.5,-0.5,980000`,
    ]);
    const level = rankingCsv(
      [{ adcode: '310000', name: '上海市', value: 37291.4, flag: '', rank: 1, share: null, demo: true }],
      '元',
      null,
    );
    expect(level.slice(1).trim().split('\r\n')).toEqual([
      '排名,地区,数值（元）,行政区划代码',
      '1,上海市,37291.4,310000',
    ]);
  });
});

describe('which units add up (a share of the whole means something)', () => {
  it('is true for productions and values, false for per head, per area, prices, indices and percentages', () => {
    expect(['万吨', '千公顷', '万头', '亿元'].map(isAdditiveUnit)).toEqual([true, true, true, true]);
    expect(['元', '公斤/公顷', '元/公斤', '上年同期=100', '%'].map(isAdditiveUnit)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
