/** /api/industry/*: the domain tree, search, a domain's and related indicators, periods, regions and the query. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { cellsOf } from '#lib/industry/cells.ts';
import { INDEX_MAX_CELLS } from '#lib/industry/limits.ts';
import { INDUSTRY_MSG } from '#lib/industry/messages.ts';
import type { IndexAnswer, IndicatorDomainNode } from '#lib/industry/types.ts';
import { indicatorObservations } from '#server/db/schema/index.ts';
import { seedDemoIndicators } from '#server/db/demo/industrySeed.ts';
import { readIndicatorReference } from '#server/services/industry/vendored.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;
const ref = readIndicatorReference();
const QUERY_INDICATORS = [1011, 1021, 1031, 1041, 1051];
const YEARS = Array.from({ length: 20 }, (_, i) => String(2001 + i));
/** The query test's own values: one formula the answer must give back cell by cell. */
const expected = (indicator: number, region: string, year: string) =>
  Math.round((indicator % 97) * 10 + Number(region.slice(0, 2)) * 3.5 + (Number(year) - 2000) * 1.25) / 10;

beforeAll(async () => {
  t = await testApp();
  // Demo for the grain indicators only (the query test below writes its own rice…tuber values).
  await seedDemoIndicators(t.db, { only: [1001, 1002, 1003, 4201, 2104, 6101] });
}, 120_000);
afterAll(() => t.close());

describe('getDataDomainTree', () => {
  it('answers the six first-level domains with every vendored indicator counted once under them', async () => {
    const res = await t.call('/api/industry/getDataDomainTree', {});
    expect(res.json.code).toBe(1);
    const tree = res.json.data as IndicatorDomainNode[];
    expect(tree.map((d) => d.name)).toEqual([
      '种植业',
      '畜牧业',
      '渔业',
      '农产品价格',
      '农业投入',
      '农村经济',
    ]);
    expect(tree.reduce((n, d) => n + d.count, 0)).toBe(ref.indicators.length);
    const grain = tree[0]!.children.find((d) => d.name === '粮食')!;
    expect(grain.children.map((d) => d.name)).toEqual(['稻谷', '小麦', '玉米', '大豆', '薯类']);
    expect(grain.count).toBe(6 + grain.children.reduce((n, d) => n + d.count, 0));
  });
});

describe('searchTree and seniorSearchTree', () => {
  it('finds 小麦 by its characters, its pinyin and its initials', async () => {
    for (const keyword of ['小麦', 'xiaomai', 'xmcl']) {
      const res = await t.call('/api/industry/searchTree', { keyword });
      expect(res.json.code).toBe(1);
      const names = (res.json.data.indicators as { name: string }[]).map((i) => i.name);
      expect(names, keyword).toContain(keyword === 'xmcl' ? '小麦产量' : '小麦播种面积');
    }
    const res = await t.call('/api/industry/searchTree', { keyword: '小麦' });
    expect(res.json.data.domains).toEqual([{ id: 10102, name: '小麦', path: ['种植业', '粮食', '小麦'] }]);
    expect(res.json.data.indicators[0].path).toEqual(['种植业', '粮食', '小麦']);
  });

  it('filters by unit, frequency and source, and refuses an empty keyword', async () => {
    const monthly = await t.call('/api/industry/seniorSearchTree', { frequency: 'month' });
    expect((monthly.json.data.indicators as { frequency: string }[]).map((i) => i.frequency)).toEqual(
      Array(6).fill('month'),
    );
    const tons = await t.call('/api/industry/seniorSearchTree', {
      keyword: '产量',
      unit: '万吨',
      source: '渔业',
    });
    const names = (tons.json.data.indicators as { name: string }[]).map((i) => i.name);
    expect(names).toContain('水产品产量');
    expect(names).not.toContain('粮食产量');
    const empty = await t.call('/api/industry/searchTree', { keyword: '  ' });
    expect(empty.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.keywordRequired });
    const bad = await t.call('/api/industry/seniorSearchTree', { frequency: 'week' });
    expect(bad.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.badFrequency });
  });
});

describe('getFieldLists and getRelateLists', () => {
  it("lists a domain's indicators with those of its sub-domains, and refuses an unknown domain", async () => {
    const res = await t.call('/api/industry/getFieldLists', { domain: 101 });
    expect(res.json.data.domain).toMatchObject({ id: 101, name: '粮食' });
    const ids = (res.json.data.indicators as { id: number }[]).map((i) => i.id);
    expect(ids).toContain(1001);
    expect(ids).toContain(1041);
    expect(ids).not.toContain(1101);
    const unknown = await t.call('/api/industry/getFieldLists', { domain: 999 });
    expect(unknown.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.unknownDomain });
  });

  it('says which levels of region hold official values and which generated ones, per indicator', async () => {
    const res = await t.call('/api/industry/getFieldLists', { domain: 101 });
    const held = new Map(
      (res.json.data.indicators as { id: number; held: unknown }[]).map((i) => [i.id, i.held]),
    );
    // 粮食产量: the national figures are the reference's, the provinces and cities generated (seeded above).
    expect(held.get(1001)).toEqual({ official: ['national'], demo: ['province', 'city'] });
    // 粮食播种面积 has no official figure here: generated whole, its 国家统计局 must not be said of it.
    expect(held.get(1002)).toEqual({ official: [], demo: ['national', 'province'] });
    expect(held.get(1041)).toEqual({ official: [], demo: [] });
  });

  it('relates indicators of the same domain and of the same unit elsewhere', async () => {
    const res = await t.call('/api/industry/getRelateLists', { indicator: 1021 });
    const same = (res.json.data.sameDomain as { id: number }[]).map((i) => i.id);
    expect(same).toEqual([1022, 1023]);
    const unit = res.json.data.sameUnit as { id: number; unit: string }[];
    expect(unit.every((i) => i.unit === '万吨' && i.id !== 1021)).toBe(true);
    const unknown = await t.call('/api/industry/getRelateLists', { indicator: 424242 });
    expect(unknown.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.unknownIndicator(424242) });
  });
});

describe('getCategory', () => {
  it("answers an indicator's frequency and the first and last period held", async () => {
    const grain = await t.call('/api/industry/getCategory', { indicator: 1001 });
    expect(grain.json.data).toEqual({ indicator: 1001, frequency: 'year', first: '2000', last: '2024' });
    const pork = await t.call('/api/industry/getCategory', { indicator: 4201 });
    expect(pork.json.data).toEqual({
      indicator: 4201,
      frequency: 'month',
      first: '2015-01',
      last: '2024-12',
    });
    const none = await t.call('/api/industry/getCategory', { indicator: 5203 });
    expect(none.json.data).toEqual({ indicator: 5203, frequency: 'year', first: null, last: null });
  });
});

describe('getSpaceCity', () => {
  it('answers the country and 31 provinces, then a province’s cities, and refuses an unknown province', async () => {
    const top = await t.call('/api/industry/getSpaceCity', {});
    expect(top.json.data).toHaveLength(32);
    expect(top.json.data[0]).toEqual({ code: '000000', name: '全国', level: 'national', hasChildren: false });
    expect(top.json.data[1]).toMatchObject({ code: '110000', name: '北京市', level: 'province' });
    const henan = await t.call('/api/industry/getSpaceCity', { province: '410000' });
    expect(henan.json.data[0]).toMatchObject({ code: '410100', name: '郑州市', level: 'city' });
    expect(henan.json.data).toHaveLength(17);
    const bad = await t.call('/api/industry/getSpaceCity', { province: '990000' });
    expect(bad.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.unknownProvince });
  });
});

describe('getIndex', () => {
  const provinces = async () =>
    ((await t.call('/api/industry/getSpaceCity', {})).json.data as { code: string }[])
      .slice(1)
      .map((r) => r.code);

  it('answers 5 indicators × 31 provinces × 20 years cell by cell as written', async () => {
    const regions = await provinces();
    await t.db
      .delete(indicatorObservations)
      .where(inArray(indicatorObservations.indicatorId, QUERY_INDICATORS));
    const rows = QUERY_INDICATORS.flatMap((indicator) =>
      regions.flatMap((region) =>
        YEARS.map((period) => ({
          indicatorId: indicator,
          region,
          period,
          value: expected(indicator, region, period),
        })),
      ),
    );
    for (let i = 0; i < rows.length; i += 1000)
      await t.db.insert(indicatorObservations).values(rows.slice(i, i + 1000));
    const res = await t.call('/api/industry/getIndex', {
      indicators: QUERY_INDICATORS,
      regions,
      from: '2001',
      to: '2020',
    });
    expect(res.json.code).toBe(1);
    const data = res.json.data as IndexAnswer;
    expect(data.count).toBe(5 * 31 * 20);
    expect(data.periods).toEqual(YEARS);
    expect(cellsOf(data)).toHaveLength(3100);
    for (const c of cellsOf(data)) expect(c.value).toBe(expected(c.indicator, c.region, c.period));
    expect(data.demo).toBe(false);
    expect(data.indicators.map((i) => i.unit)).toEqual(['万吨', '万吨', '万吨', '万吨', '万吨']);
  });

  it('gives official national grain with its source flags and demo provinces marked demo', async () => {
    const res = await t.call('/api/industry/getIndex', {
      indicators: [1001],
      regions: ['000000', '230000'],
      from: '2023',
      to: '2024',
    });
    const cells = cellsOf(res.json.data as IndexAnswer);
    expect(cells.find((c) => c.region === '000000' && c.period === '2024')).toMatchObject({
      value: 70649.9,
      demo: false,
    });
    expect(cells.find((c) => c.region === '230000' && c.period === '2024')).toMatchObject({ demo: true });
    expect(res.json.data.demo).toBe(true);
    const income = await t.call('/api/industry/getIndex', {
      indicators: [6101],
      regions: ['000000'],
      from: '2024',
      to: '2024',
    });
    expect(cellsOf(income.json.data as IndexAnswer)[0]).toMatchObject({
      value: 23119,
      flag: '初步数',
      demo: false,
    });
  });

  it('answers the count alone under countOnly, reading nothing', async () => {
    const res = await t.call('/api/industry/getIndex', {
      indicators: [4201],
      regions: ['000000', '110000'],
      from: '2020-01',
      to: '2021-06',
      countOnly: true,
    });
    expect(res.json.data).toMatchObject({ count: 36, values: [], flags: {}, demoSeries: [] });
    expect(res.json.data.periods).toHaveLength(18);
  });

  it('refuses an unknown indicator, a bad or unknown region, a bad period and too many cells', async () => {
    const base = { indicators: [1001], regions: ['000000'], from: '2000', to: '2020' };
    const cases: [Record<string, unknown>, string][] = [
      [{ indicators: [424242] }, INDUSTRY_MSG.unknownIndicator(424242)],
      [{ regions: ['12345'] }, INDUSTRY_MSG.badRegion],
      [{ regions: ['990000'] }, INDUSTRY_MSG.unknownRegion('990000')],
      [{ from: '2020-13' }, INDUSTRY_MSG.badPeriod],
      [{ from: '2021', to: '2020' }, INDUSTRY_MSG.periodOrder],
      [{ from: '2020-01', to: '2020-12' }, INDUSTRY_MSG.periodFrequency('year')],
      [{ indicators: [1001, 4201] }, INDUSTRY_MSG.mixedFrequency],
      [{ indicators: [] }, INDUSTRY_MSG.indicatorsRequired],
    ];
    for (const [change, msg] of cases) {
      const res = await t.call('/api/industry/getIndex', { ...base, ...change });
      expect(res.json, JSON.stringify(change)).toMatchObject({ code: 0, msg });
    }
    const regions = await provinces();
    const many = {
      indicators: [1001, 1002, 1003, 1011, 1021, 1031, 1041, 1051],
      regions,
      from: '1949',
      to: '2030',
    };
    const cells = 8 * 31 * 82;
    expect(cells).toBeGreaterThan(INDEX_MAX_CELLS);
    const res = await t.call('/api/industry/getIndex', many);
    expect(res.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.tooManyCells(cells) });
  });
});

describe('the demo', () => {
  it("puts provinces' grain within 2% of the official national figure and Heilongjiang, Henan, Shandong first", async () => {
    const rows = await t.db
      .select()
      .from(indicatorObservations)
      .where(and(eq(indicatorObservations.indicatorId, 1001), eq(indicatorObservations.period, '2020')));
    const provinces = rows.filter((r) => /^\d{2}0000$/.test(r.region) && r.region !== '000000');
    expect(provinces).toHaveLength(31);
    const sum = provinces.reduce((n, r) => n + r.value, 0);
    expect(Math.abs(sum / 66949.2 - 1)).toBeLessThan(0.02);
    const top = [...provinces]
      .sort((a, b) => b.value - a.value)
      .slice(0, 3)
      .map((r) => r.region);
    expect(top).toEqual(['230000', '410000', '370000']);
    expect(await seedDemoIndicators(t.db)).toBeNull();
  });
});
