/** The vendored indicator reference: official figures as published, a sound tree, demo shapes for every indicator. */
import { describe, expect, it } from 'vitest';
import { readIndicatorReference } from '#server/services/industry/vendored.ts';
import { DEMO_INDICATORS } from '#server/db/demo/industryCatalog.ts';
import { generateIndicatorDemo } from '#server/db/demo/industryGenerate.ts';

const ref = readIndicatorReference();
const official = (indicator: number, period: string) =>
  ref.values.find((v) => v.indicatorId === indicator && v.region === '000000' && v.period === period);

describe('indicator reference', () => {
  it('holds the published national grain output (万吨) for 25 years, by source and year of publication', () => {
    expect(official(1001, '2000')).toMatchObject({ value: 46217.5, published: 2017 });
    expect(official(1001, '2015')).toMatchObject({ value: 62143.9 });
    expect(official(1001, '2017')).toMatchObject({ value: 66160.7, published: 2018 });
    expect(official(1001, '2020')).toMatchObject({
      value: 66949.2,
      source: '国家统计局关于2020年粮食产量的公告',
    });
    expect(official(1001, '2024')).toMatchObject({ value: 70649.9 });
    expect(ref.values.filter((v) => v.indicatorId === 1001)).toHaveLength(25);
  });

  it('flags the newest 统计公报 figures 初步数', () => {
    expect(official(6101, '2024')).toMatchObject({ value: 23119, flag: '初步数' });
    expect(official(6101, '2023')).toMatchObject({ value: 21691, flag: '' });
  });

  it('names 60–120 indicators, each in a known domain with a unit, a source and a demo shape', () => {
    expect(ref.indicators.length).toBeGreaterThanOrEqual(60);
    expect(ref.indicators.length).toBeLessThanOrEqual(120);
    const domains = new Set(ref.domains.map((d) => d.id));
    for (const d of ref.domains) if (d.parentId !== null) expect(domains.has(d.parentId), d.name).toBe(true);
    for (const i of ref.indicators) {
      expect(domains.has(i.domainId), i.name).toBe(true);
      expect(i.unit && i.source, i.name).toBeTruthy();
      expect(DEMO_INDICATORS[i.id], i.name).toBeDefined();
    }
    expect(new Set(ref.indicators.map((i) => i.id)).size).toBe(ref.indicators.length);
  });
});

describe('indicator demo', () => {
  const provinces = ['230000', '410000', '370000', '110000'];
  const run = () =>
    generateIndicatorDemo({
      indicators: [
        { id: 1001, frequency: 'year' },
        { id: 6101, frequency: 'year' },
      ],
      official: new Map([['1001|2020', 66949.2]]),
      provinces,
      cities: new Map([['410000', ['410100', '410200']]]),
      cityIndicators: [1001],
      firstYear: 2019,
      lastYear: 2021,
      firstMonthYear: 2019,
    });

  it('is the same on every run and never writes over an official national figure', () => {
    const a = run();
    expect(run()).toEqual(a);
    expect(a.some((o) => o.indicatorId === 1001 && o.region === '000000' && o.period === '2020')).toBe(false);
    expect(a.some((o) => o.indicatorId === 1001 && o.region === '000000' && o.period === '2021')).toBe(true);
  });

  it("shares a sum indicator among provinces and a province's value among its cities", () => {
    const rows = run().filter((o) => o.indicatorId === 1001 && o.period === '2020');
    const of = (r: string) => rows.find((o) => o.region === r)!.value;
    const sum = provinces.reduce((n, p) => n + of(p), 0);
    expect(Math.abs(sum - 66949.2)).toBeLessThan(1);
    expect(Math.abs(of('410100') + of('410200') - of('410000'))).toBeLessThan(0.2);
  });
});
