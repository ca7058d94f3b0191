import { describe, expect, it } from 'vitest';
import { cellIndex, cellsOf } from '#lib/industry/cells.ts';
import { queryFromSearch, querySearch, type IndustryQuery } from '#lib/industry/query.ts';
import { periodLabel, tableOf } from '#lib/industry/table.ts';
import type { IndexAnswer } from '#lib/industry/types.ts';

const answer: IndexAnswer = {
  indicators: [
    { id: 1, name: '粮食产量', unit: '万吨', frequency: 'year', source: '' },
    { id: 2, name: '棉花产量', unit: '万吨', frequency: 'year', source: '' },
  ],
  regions: [
    { code: '000000', name: '全国' },
    { code: '410000', name: '河南省' },
  ],
  periods: ['2023', '2024'],
  count: 8,
  // value = indicator*100 + region index*10 + period index; (2, 河南, 2024) missing
  values: [100, 101, 110, 111, 200, 201, 210, null],
  flags: { '5': '初步数' },
  demoSeries: [1, 3],
  demo: true,
};

describe('the indicator query in an address', () => {
  it('reads back what it wrote, layout included', () => {
    const q: IndustryQuery = {
      indicators: [1001, 1002],
      regions: ['000000', '410000'],
      from: '2005',
      to: '2024',
      rows: 'indicator',
      cols: 'region',
    };
    const search = querySearch(q);
    expect(search).toBe('i=1001,1002&r=000000,410000&from=2005&to=2024&rows=indicator&cols=region');
    expect(queryFromSearch(search)).toEqual(q);
  });

  it('drops bad parts, falls back to the default layout, and holds no query without indicators or periods', () => {
    expect(queryFromSearch('i=1,x,1&r=000000,12&from=2020&to=2021&rows=region&cols=region')).toEqual({
      indicators: [1],
      regions: ['000000'],
      from: '2020',
      to: '2021',
      rows: 'region',
      cols: 'period',
    });
    expect(queryFromSearch('r=000000&from=2020&to=2021')).toBeNull();
    expect(queryFromSearch('i=1&r=000000&from=20&to=2021')).toBeNull();
  });
});

describe("getIndex's dense answer", () => {
  it('gives the held cells with their flags and demo marks', () => {
    const cells = cellsOf(answer);
    expect(cells).toHaveLength(7);
    expect(cells[5]).toEqual({
      indicator: 2,
      region: '000000',
      period: '2024',
      value: 201,
      flag: '初步数',
      demo: false,
    });
    expect(cells[6]).toMatchObject({ indicator: 2, region: '410000', period: '2023', demo: true });
    expect(cellIndex(answer, 1, 1, 1)).toBe(7);
  });

  it('lays regions down and periods across, indicators nested, with units in the labels', () => {
    const t = tableOf(answer, { rows: 'region', cols: 'period' });
    expect(t.head).toEqual(['地区', '指标']);
    expect(t.columns).toEqual(['2023年', '2024年']);
    expect(t.rows.map((r) => [...r.labels, ...r.values])).toEqual([
      ['全国', '粮食产量（万吨）', 100, 101],
      ['全国', '棉花产量（万吨）', 200, 201],
      ['河南省', '粮食产量（万吨）', 110, 111],
      ['河南省', '棉花产量（万吨）', 210, null],
    ]);
    expect(t.rows[1]!.flags).toEqual(['', '初步数']);
  });

  it('swaps rows and columns without changing a value', () => {
    const t = tableOf(answer, { rows: 'period', cols: 'region' });
    expect(t.columns).toEqual(['全国', '河南省']);
    expect(t.rows.map((r) => [...r.labels, ...r.values])).toEqual([
      ['2023年', '粮食产量（万吨）', 100, 110],
      ['2023年', '棉花产量（万吨）', 200, 210],
      ['2024年', '粮食产量（万吨）', 101, 111],
      ['2024年', '棉花产量（万吨）', 201, null],
    ]);
  });

  it('names quarters and months in Chinese', () => {
    expect(periodLabel('2024Q2')).toBe('2024年第2季度');
    expect(periodLabel('2024-03')).toBe('2024年3月');
  });
});
