/** /api/ast/* (农业专题): topics, a year's provinces, the national series, a province's cities; the topic import. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { AST_IMPORT_MSG, AST_MSG } from '#lib/ast/messages.ts';
import type { AstCategory, AstNationwideAnswer, AstProvinceAnswer, AstSeriesAnswer } from '#lib/ast/types.ts';
import { astTopics, contentEvents, indicatorObservations } from '#server/db/schema/index.ts';
import { AST_REFERENCE_INDICATORS, AST_REFERENCE_TOPICS, seedAstReference } from '#server/db/astReference.ts';
import { seedDemoIndicators } from '#server/db/demo/industrySeed.ts';
import { citiesOfProvince, PROVINCES } from '#server/services/industry/regions.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let grainTopic: number;
let incomeTopic: number;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoIndicators(t.db, { only: [...AST_REFERENCE_INDICATORS] });
  ({ call: editor } = await signedIn(t, 'asteditor', 'editor'));
  const topics = await t.db.select().from(astTopics);
  grainTopic = topics.find((x) => x.name === '粮食产量')!.id;
  incomeTopic = topics.find((x) => x.name === '农村居民人均可支配收入')!.id;
}, 120_000);
afterAll(() => t.close());

const o = indicatorObservations;
const dbValues = async (indicator: number, regions: string[], year: string) =>
  new Map(
    (
      await t.db
        .select({ region: o.region, value: o.value })
        .from(o)
        .where(and(eq(o.indicatorId, indicator), inArray(o.region, regions), eq(o.period, year)))
    ).map((r) => [r.region, r.value]),
  );

describe('getAgriSpecialTopicCatagory', () => {
  it('answers the reference topics by category with indicator, unit, source and the years held', async () => {
    const res = await t.call('/api/ast/getAgriSpecialTopicCatagory', {});
    expect(res.json.code).toBe(1);
    const cats = res.json.data as AstCategory[];
    expect(cats.map((c) => c.name)).toEqual(['粮食生产', '经济作物', '畜牧业', '农村经济']);
    expect(cats.flatMap((c) => c.topics.map((x) => x.name))).toEqual(AST_REFERENCE_TOPICS.map((x) => x.name));
    expect(cats[0]!.topics[0]).toMatchObject({
      name: '粮食产量',
      indicator: '粮食产量',
      unit: '万吨',
      source: '国家统计局',
      firstYear: '2005',
      lastYear: '2024',
    });
  });

  it('seeds the reference topics only into an empty table (editors curate them afterwards)', async () => {
    expect(await seedAstReference(t.db)).toBe(false);
    expect(await t.db.select().from(astTopics)).toHaveLength(AST_REFERENCE_TOPICS.length);
  });
});

describe('getNationwideDataGroupAdcode', () => {
  it('answers every province by its adcode string with value, rank and share computed from the database', async () => {
    const res = await t.call('/api/ast/getNationwideDataGroupAdcode', { topic: grainTopic, year: '2020' });
    expect(res.json.code).toBe(1);
    const a = res.json.data as AstNationwideAnswer;
    const db = await dbValues(1001, ['000000', ...PROVINCES.map((p) => p.code)], '2020');
    expect(a.year).toBe('2020');
    expect(a.years[0]).toBe('2005');
    expect(a.years.at(-1)).toBe('2024');
    expect(a.national!.value).toBe(db.get('000000'));
    expect(a.regions).toHaveLength(PROVINCES.length);
    expect(a.regions.every((r) => typeof r.adcode === 'string' && /^\d{6}$/.test(r.adcode))).toBe(true);
    const sorted = [...a.regions].sort((x, y) => y.value - x.value);
    expect(a.regions.map((r) => r.adcode)).toEqual(sorted.map((r) => r.adcode));
    expect(a.regions[0]).toMatchObject({ adcode: '230000', rank: 1, demo: true });
    for (const r of a.regions) {
      expect(r.value).toBe(db.get(r.adcode));
      expect(r.share).toBeCloseTo((db.get(r.adcode)! / db.get('000000')!) * 100, 1);
    }
    expect(a.demo).toBe(true);
  });

  it('answers the newest year when none is asked, no share for a level (income), and refuses in Chinese', async () => {
    const newest = await t.call('/api/ast/getNationwideDataGroupAdcode', { topic: grainTopic });
    expect(newest.json.data.year).toBe('2024');
    const income = await t.call('/api/ast/getNationwideDataGroupAdcode', {
      topic: incomeTopic,
      year: '2023',
    });
    expect(income.json.data.topic.additive).toBe(false);
    expect((income.json.data as AstNationwideAnswer).regions.every((r) => r.share === null)).toBe(true);
    const unknown = await t.call('/api/ast/getNationwideDataGroupAdcode', { topic: 999_999, year: '2020' });
    expect(unknown.json).toMatchObject({ code: 0, msg: AST_MSG.unknownTopic });
    const outside = await t.call('/api/ast/getNationwideDataGroupAdcode', {
      topic: grainTopic,
      year: '1990',
    });
    expect(outside.json).toMatchObject({ code: 0, msg: AST_MSG.yearOutside('1990', '2005', '2024') });
    const bad = await t.call('/api/ast/getNationwideDataGroupAdcode', { topic: grainTopic, year: '20x0' });
    expect(bad.json).toMatchObject({ code: 0, msg: AST_MSG.badYear });
  });
});

describe('getNationwideDataOrderByYear', () => {
  it('answers the national series year by year as the database holds it, official years not demo', async () => {
    const res = await t.call('/api/ast/getNationwideDataOrderByYear', { topic: grainTopic });
    expect(res.json.code).toBe(1);
    const a = res.json.data as AstSeriesAnswer;
    const rows = await t.db
      .select({ period: o.period, value: o.value, demo: o.isDemo })
      .from(o)
      .where(and(eq(o.indicatorId, 1001), eq(o.region, '000000')))
      .orderBy(o.period);
    expect(a.series.map((p) => [p.year, p.value, p.demo])).toEqual(
      rows.map((r) => [r.period, r.value, r.demo]),
    );
    expect(a.series.some((p) => !p.demo)).toBe(true);
    const unknown = await t.call('/api/ast/getNationwideDataOrderByYear', { topic: 999_999 });
    expect(unknown.json).toMatchObject({ code: 0, msg: AST_MSG.unknownTopic });
  });
});

describe('getProvinceData', () => {
  it('answers every city of a province, ranked, adding up to the province, with the province series', async () => {
    for (const province of ['410000', '540000', '650000']) {
      const res = await t.call('/api/ast/getProvinceData', { topic: grainTopic, province, year: '2018' });
      expect(res.json.code).toBe(1);
      const a = res.json.data as AstProvinceAnswer;
      const cities = citiesOfProvince(province)!;
      const db = await dbValues(1001, [province, ...cities.map((c) => c.code)], '2018');
      expect(a.cities.map((c) => c.adcode).sort()).toEqual(cities.map((c) => c.code).sort());
      for (const c of a.cities) expect(c.value).toBe(db.get(c.adcode));
      const sum = a.cities.reduce((s, c) => s + c.value, 0);
      // A sum's cities share out the province's value (each rounded to the yearbook's precision).
      expect(Math.abs(sum - a.value!.value)).toBeLessThan(0.1 * cities.length);
      expect(a.cities[0]!.rank).toBe(1);
      expect(a.series).toHaveLength(20);
      expect(a.series.find((p) => p.year === '2018')!.value).toBe(a.value!.value);
    }
  });

  it('answers a municipality with no cities, and refuses a city, an unknown code and a year not held', async () => {
    const beijing = await t.call('/api/ast/getProvinceData', {
      topic: grainTopic,
      province: '110000',
      year: '2018',
    });
    expect(beijing.json.data.cities).toEqual([]);
    const city = await t.call('/api/ast/getProvinceData', { topic: grainTopic, province: '410100' });
    expect(city.json).toMatchObject({ code: 0, msg: AST_MSG.notProvince('410100') });
    const nowhere = await t.call('/api/ast/getProvinceData', { topic: grainTopic, province: '990000' });
    expect(nowhere.json).toMatchObject({ code: 0, msg: AST_MSG.notProvince('990000') });
    const late = await t.call('/api/ast/getProvinceData', {
      topic: grainTopic,
      province: '410000',
      year: '2030',
    });
    expect(late.json).toMatchObject({ code: 0, msg: AST_MSG.yearOutside('2030', '2005', '2024') });
  });
});

describe('the topic import (ast_topic)', () => {
  const HEADER = '分类,专题,指标,说明,排序,发布';
  async function importRows(lines: string[]) {
    const res = await uploadAs(editor, [HEADER, ...lines].join('\n'), 'topics.csv', 'good_rows', 'ast_topic');
    expect(res.json).toMatchObject({ code: 1 });
    return importEnds(editor, res.json.data.id);
  }

  it('writes good rows, reports bad ones in Chinese, logs an industry event and drops the cached catalogue', async () => {
    const before = await t.call('/api/ast/getAgriSpecialTopicCatagory', {});
    expect(before.json.data.some((c: AstCategory) => c.name === '水产')).toBe(false);
    const [last] = await t.db.select({ id: contentEvents.id }).from(contentEvents).orderBy(contentEvents.id);
    const rec = await importRows([
      '粮食生产,粮食产量,1001,各地区粮食总产量（修订）,1,是',
      '畜牧业,猪肉产量,猪肉产量,,9,否',
      '经济作物,棉花价格,没有的指标,,3,是',
      '畜牧业,生猪存栏,生猪存栏（季末）,,4,是',
      '粮食生产,,粮食产量,,5,是',
      '粮食生产,粮食排序,粮食产量,,abc,是',
    ]);
    expect(rec).toMatchObject({ status: 'done', inserted: 0, updated: 2, rows_bad: 4 });
    expect(rec.problems).toEqual([
      { line: 4, column: '指标', reason: AST_IMPORT_MSG.unknownIndicator('没有的指标') },
      { line: 5, column: '指标', reason: AST_IMPORT_MSG.notYearly('生猪存栏（季末）') },
      { line: 6, column: '专题', reason: AST_IMPORT_MSG.nameRequired },
      { line: 7, column: '排序', reason: AST_IMPORT_MSG.sortInvalid },
    ]);
    const events = await t.db
      .select()
      .from(contentEvents)
      .where(gt(contentEvents.id, last?.id ?? 0));
    expect(events.map((e) => e.entity)).toEqual(['industry']);
    const after = await t.call('/api/ast/getAgriSpecialTopicCatagory', {});
    const names = (after.json.data as AstCategory[]).flatMap((c) => c.topics.map((x) => x.name));
    expect(names).not.toContain('猪肉产量');
    const grain = (after.json.data as AstCategory[])[0]!.topics[0]!;
    expect(grain.description).toBe('各地区粮食总产量（修订）');
  });

  it('adds a new topic, refuses an indicator without provincial values', async () => {
    const rec = await importRows(['水产,水产品产量,3001,各地区水产品产量,20,是']);
    expect(rec).toMatchObject({ status: 'done', rows_bad: 1 });
    expect(rec.problems).toEqual([
      { line: 2, column: '指标', reason: AST_IMPORT_MSG.noProvinces('水产品产量') },
    ]);
    const ok = await importRows(['粮食生产,玉米（编号）,1031,,20,是']);
    expect(ok).toMatchObject({ status: 'done', inserted: 1 });
    const after = await t.call('/api/ast/getAgriSpecialTopicCatagory', {});
    expect((after.json.data as AstCategory[])[0]!.topics.at(-1)!.name).toBe('玉米（编号）');
  });
});
