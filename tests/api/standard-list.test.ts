/**
 * 标准查询's list calls (getTypeList, getList): filters by type, sub-class, status on China's day, CCS, ICS and year;
 * a number found however it is typed; title words through the search index; refusals in Chinese; cached until a
 * standard content event (the daily status job's on the days a status changes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STD_MSG } from '#lib/standard/messages.ts';
import { MSG } from '#lib/shared/messages.ts';
import type { StandardListItem } from '#lib/standard/types.ts';
import { seedStandardRows } from '#server/services/standard/write.ts';
import { runStandardStatusJob } from '#server/services/standard/statusJob.ts';
import {
  DAY_AFTER,
  fixtureRows,
  NOW,
  resetStandards,
  TOMORROW_START,
  writeStandards,
} from './standard-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ now: () => NOW, cache: { checkEveryMs: 3_600_000 } });
  await resetStandards(t.db);
});
afterAll(() => t.close());

const list = (body: Record<string, unknown> = {}) => t.call('/api/standard/getList', body);
const numbers = async (body: Record<string, unknown>) => {
  const res = await list({ pageSize: 50, ...body });
  expect(res.json.code).toBe(1);
  return (res.json.data.list as StandardListItem[]).map((s) => s.number);
};

describe('getTypeList', () => {
  it('counts types with their sub-classes, statuses today, CCS and ICS classes and 发布 years', async () => {
    const res = await t.call('/api/standard/getTypeList', {});
    expect(res.json.code).toBe(1);
    const d = res.json.data;
    expect(d.types.map((x: { key: string; count: number }) => [x.key, x.count])).toEqual([
      ['national', 8],
      ['industry', 2],
      ['local', 1],
    ]);
    const national = d.types[0].subs.map((s: { key: string; name: string; count: number }) => [
      s.key,
      s.name,
      s.count,
    ]);
    expect(national).toEqual([
      ['GB', '强制性国家标准', 6],
      ['GB/T', '推荐性国家标准', 2],
    ]);
    expect(d.types[1].subs).toEqual([{ key: 'NY', name: '农业行业标准', count: 2 }]);
    expect(d.types[2].subs).toEqual([{ key: 'DB11', name: '北京市地方标准', count: 1 }]);
    expect(d.statuses).toEqual([
      { key: 'upcoming', name: '即将实施', count: 1 },
      { key: 'current', name: '现行', count: 6 },
      { key: 'withdrawn', name: '废止', count: 4 },
    ]);
    expect(d.ccs).toContainEqual({ key: 'B', name: '农业、林业', count: 6 });
    expect(d.ics).toContainEqual({ key: '67', name: '食品技术', count: 7 });
    expect(d.years[0]).toEqual({ key: '2026', name: '2026年', count: 1 });
  });
});

describe('getList filters', () => {
  it('pages all standards newest issued first, with derived type and status', async () => {
    const res = await list({ page: 1, pageSize: 3 });
    expect(res.json.data).toMatchObject({
      total: 11,
      page: 1,
      pageSize: 3,
      keyword_as: null,
    });
    expect(res.json.data.list[0]).toMatchObject({
      number: 'GB/T 99001-2026',
      type: 'national',
      type_name: '国家标准',
      sub_name: '推荐性国家标准',
      status: 'upcoming',
      status_name: '即将实施',
      effective: '2026-11-25',
    });
    const far = await list({ page: 9, pageSize: 3 });
    expect(far.json.data).toMatchObject({ list: [], total: 11 });
  });

  it('by type and sub-class', async () => {
    expect(await numbers({ type: 'industry' })).toEqual(['NY/T 391-2021', 'NY/T 99002-2020']);
    expect(await numbers({ type: 'local' })).toEqual(['DB11/T 1234-2015']);
    expect(await numbers({ type: 'national', sub: 'GB/T' })).toEqual(['GB/T 99001-2026', 'GB/T 1351-2023']);
  });

  it('by status on the day', async () => {
    expect(await numbers({ status: 'upcoming' })).toEqual(['GB/T 99001-2026']);
    expect(await numbers({ status: 'withdrawn' })).toEqual([
      'GB 2763-2019',
      'GB 2763-2016',
      'GB 2763-2014',
      'GB 1351-2008',
    ]);
    expect(await numbers({ status: 'current' })).toContain('NY/T 99002-2020');
  });

  it('by CCS class or code, ICS field or group, and 发布 year', async () => {
    expect(await numbers({ ccs: 'B22' })).toEqual(['GB/T 1351-2023', 'GB 1351-2008']);
    expect((await numbers({ ccs: 'B' })).length).toBe(6);
    expect(await numbers({ ics: '67.060' })).toEqual(['GB/T 1351-2023', 'GB 1351-2008']);
    expect(await numbers({ ics: '65.020' })).toEqual([
      'GB/T 99001-2026',
      'NY/T 391-2021',
      'DB11/T 1234-2015',
    ]);
    expect((await numbers({ ics: '65' })).length).toBe(3);
    expect(await numbers({ year: 2023 })).toEqual(['GB/T 1351-2023']);
    expect(await numbers({ year: '2021', type: 'industry' })).toEqual(['NY/T 391-2021']);
  });
});

describe('getList finds a number however it is typed', () => {
  it.each([
    ['GBT2763-2021', 'GB 2763-2021'],
    ['gb/t 2763-2021', 'GB 2763-2021'],
    ['GB／T 2763—2021', 'GB 2763-2021'],
    ['GB 2763-19', 'GB 2763-2019'],
    ['GB／T 1351—2023', 'GB/T 1351-2023'],
    ['nyt391', 'NY/T 391-2021'],
    ['db11/t1234', 'DB11/T 1234-2015'],
  ])('%s finds %s first', async (keyword, first) => {
    const res = await list({ keyword });
    expect(res.json.data.keyword_as).toBe('number');
    expect(res.json.data.list[0].number).toBe(first);
  });

  it('gb/t 2763 and 2763 find every version, newest first', async () => {
    const all = ['GB 2763-2021', 'GB 2763-2019', 'GB 2763-2016', 'GB 2763-2014'];
    expect(await numbers({ keyword: 'gb/t 2763' })).toEqual(all);
    expect(await numbers({ keyword: '2763' })).toEqual(all);
    expect(await numbers({ keyword: 'GB2763' })).toEqual(all);
  });

  it('a typed prefix keeps other families out, and the typed prefix comes first', async () => {
    expect(await numbers({ keyword: 'NY 2763' })).toEqual([]);
    expect(await numbers({ keyword: 'GB 1351' })).toEqual(['GB 1351-2008', 'GB/T 1351-2023']);
    expect(await numbers({ keyword: 'GB/T 1351' })).toEqual(['GB/T 1351-2023', 'GB 1351-2008']);
  });

  it('combines with the filters', async () => {
    expect(await numbers({ keyword: '2763', status: 'current' })).toEqual(['GB 2763-2021']);
  });

  it('reads other keywords as title words, Chinese or English, every word matching', async () => {
    const res = await list({ keyword: '小麦' });
    expect(res.json.data.keyword_as).toBe('text');
    expect(res.json.data.list.map((s: StandardListItem) => s.number)).toEqual([
      'GB/T 1351-2023',
      'GB 1351-2008',
    ]);
    expect(await numbers({ keyword: '农药 残留' })).toHaveLength(4);
    expect(await numbers({ keyword: 'wheat' })).toHaveLength(2);
    expect(await numbers({ keyword: '营养标签' })).toEqual(['GB 28050-2011']);
    expect(await numbers({ keyword: '没有这个标准' })).toEqual([]);
  });

  it('a number with words around it is a title search over number and title, every word matching', async () => {
    const res = await list({ keyword: 'GB/T 1351-2023 小麦' });
    expect(res.json.data.keyword_as).toBe('text');
    expect(res.json.data.list.map((s: StandardListItem) => s.number)).toEqual(['GB/T 1351-2023']);
    expect(await numbers({ keyword: '小麦 1351' })).toEqual(['GB/T 1351-2023', 'GB 1351-2008']);
    expect(await numbers({ keyword: 'GB 2763 小麦' })).toEqual([]);
    expect(await numbers({ keyword: '食品安全国家标准 2763' })).toEqual([
      'GB 2763-2021',
      'GB 2763-2019',
      'GB 2763-2016',
      'GB 2763-2014',
    ]);
    // Not the bare code 2023: no standard's code is 2023, and no title holds 玉米2023.
    expect(await list({ keyword: '玉米2023' }).then((r) => r.json.data.keyword_as)).toBe('text');
    expect(await numbers({ keyword: '玉米2023' })).toEqual([]);
  });
});

describe('getList refusals', () => {
  it.each([
    [{ type: 'foreign' }, STD_MSG.typeInvalid],
    [{ sub: 'gb/t' }, STD_MSG.subInvalid],
    [{ status: 'active' }, STD_MSG.statusInvalid],
    [{ ccs: 'b1' }, STD_MSG.ccsInvalid],
    [{ ics: '6' }, STD_MSG.icsInvalid],
    [{ year: 1800 }, STD_MSG.yearInvalid],
    [{ keyword: '标'.repeat(61) }, MSG.tooLong('关键词', 60)],
    [{ page: 0 }, MSG.pageInvalid],
  ])('%j is refused', async (body, msg) => {
    const res = await list(body);
    expect(res.json).toMatchObject({ code: 0, msg });
  });
});

describe('cached answers', () => {
  it('stay until a standard content event: the daily job’s on a day a status changes, none on a day without', async () => {
    const job = () => runStandardStatusJob({ db: t.deps().db, now: () => t.clock.now() });
    const before = await list({ status: 'upcoming' });
    const again = await list({ status: 'upcoming' });
    expect(again.headers.get('etag')).toBe(before.headers.get('etag'));
    // Past China's midnight the upcoming one is in force: the day's job logs its event and the answers drop.
    t.clock.now = () => TOMORROW_START;
    expect((await job())?.changed).toHaveLength(2);
    expect(await numbers({ status: 'upcoming' })).toEqual([]);
    expect(await numbers({ status: 'current' })).toContain('GB/T 99001-2026');
    // A day without a change: the job logs nothing and the answers are kept, not computed again.
    const kept = await list({ status: 'current' });
    t.clock.now = () => DAY_AFTER;
    expect((await job())?.changed).toEqual([]);
    const misses = t.cache.counters().misses;
    const next = await list({ status: 'current' });
    expect(next.headers.get('etag')).toBe(kept.headers.get('etag'));
    expect(t.cache.counters().misses).toBe(misses);
    // A write without an event (the seed's) is not seen: the answer is kept until a standard content event.
    const [row] = fixtureRows([
      { number: 'GB/T 99003-2026', name: '测试用标准 新导入', effective: '2027-01-01' },
    ]);
    await seedStandardRows(t.db, [row!]);
    t.cache.stale();
    expect(await numbers({ status: 'upcoming' })).toEqual([]);
    // An import writes and logs its events: the next read sees it.
    await writeStandards(t.db, [row!], { uid: 1, now: NOW });
    t.cache.stale();
    expect(await numbers({ status: 'upcoming' })).toEqual(['GB/T 99003-2026']);
    t.clock.now = () => NOW;
  });
});
