/**
 * GET /api/standard/getDetail: every field, derived type and status (at the edges of 实施日期), the lineage chain both
 * ways with each link's status, the official record built from the number, concerns linked to 食物营养; refusals.
 * POST /api/standard/getFollowChanges: a member's followed standards that change status within 90 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STD_MSG } from '#lib/standard/messages.ts';
import { MSG } from '#lib/shared/messages.ts';
import type { StandardDetail } from '#lib/standard/types.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { standardPages } from '#server/services/standard/build.ts';
import { signedIn } from './content-fixtures.ts';
import { DAY_AFTER, NOW, resetStandards, TOMORROW_START } from './standard-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await testApp({ now: () => NOW, cache: { checkEveryMs: 3_600_000 } });
  ids = await resetStandards(t.db);
});
afterAll(() => t.close());

const detail = async (number: string): Promise<StandardDetail> => {
  const res = await t.call(`/api/standard/getDetail?id=${ids.get(number)}`);
  expect(res.json.code).toBe(1);
  return res.json.data;
};

describe('getDetail', () => {
  it('answers every field with derived type and status, the official record and the authority', async () => {
    const d = await detail('GB/T 1351-2023');
    expect(d).toMatchObject({
      number: 'GB/T 1351-2023',
      name: '小麦',
      name_en: 'Wheat',
      type: 'national',
      type_name: '国家标准',
      sub: 'GB/T',
      sub_name: '推荐性国家标准',
      status: 'current',
      status_name: '现行',
      issued: '2023-08-06',
      effective: '2024-03-01',
      withdrawn: null,
      ccs: 'B22',
      ics: '67.060',
      department: '',
      committee: '全国粮油标准化技术委员会',
      drafters: ['国家粮食和物资储备局标准质量中心', '河南工业大学'],
      concerns: [{ word: '小麦', href: '/application/food/search_result?keyword=%E5%B0%8F%E9%BA%A6' }],
      authority: '全国标准信息公共服务平台',
    });
    expect(d.official.url).toBe(
      'https://openstd.samr.gov.cn/bzgk/gb/std_list?p.p1=0&p.p90=circulation_date&p.p91=desc&p.p2=GB%2FT%201351-2023',
    );
    expect(d.replaces).toEqual([
      {
        number: 'GB 1351-2008',
        step: 1,
        id: ids.get('GB 1351-2008'),
        name: '小麦',
        status: 'withdrawn',
        status_name: '废止',
        effective: '2009-05-01',
        withdrawn: '2024-03-01',
      },
    ]);
    expect(d.replaced_by).toEqual([]);
  });

  it('links industry and local standards to their filing platforms', async () => {
    expect((await detail('NY/T 391-2021')).official).toEqual({
      site: '行业标准信息服务平台',
      url: 'https://hbba.sacinfo.org.cn/stdList?key=NY%2FT%20391-2021',
    });
    expect((await detail('DB11/T 1234-2015')).official.url).toBe(
      'https://dbba.sacinfo.org.cn/stdList?key=DB11%2FT%201234-2015',
    );
  });

  it('walks the lineage several steps both ways: replaced by (newest first) → this → replaces (nearest first)', async () => {
    const d = await detail('GB 2763-2016');
    expect(d.status).toBe('withdrawn');
    expect(d.replaced_by.map((l) => [l.number, l.step, l.status_name])).toEqual([
      ['GB 2763-2021', 2, '现行'],
      ['GB 2763-2019', 1, '废止'],
    ]);
    expect(d.replaces.map((l) => [l.number, l.step, l.id === null, l.status_name])).toEqual([
      ['GB 2763-2014', 1, false, '废止'],
      ['GB 2763-2012', 2, true, '未收录'],
    ]);
    const newest = await detail('GB 2763-2021');
    expect(newest.replaced_by).toEqual([]);
    expect(newest.replaces.map((l) => l.number)).toEqual([
      'GB 2763-2019',
      'GB 2763-2016',
      'GB 2763-2014',
      'GB 2763-2012',
    ]);
  });

  it('changes status on China’s day: the day before, of and after 实施日期 and 废止日期', async () => {
    const at = async (now: Date, number: string) => {
      t.clock.now = () => now;
      // What the daily status job's event does on the day a status changes (tests/api/standard-list.test.ts).
      t.cache.drop([CACHE_TAG.standard]);
      return (await detail(number)).status_name;
    };
    expect(await at(NOW, 'GB/T 99001-2026')).toBe('即将实施');
    expect(await at(TOMORROW_START, 'GB/T 99001-2026')).toBe('现行');
    expect(await at(DAY_AFTER, 'GB/T 99001-2026')).toBe('现行');
    expect(await at(NOW, 'NY/T 99002-2020')).toBe('现行');
    expect(await at(TOMORROW_START, 'NY/T 99002-2020')).toBe('废止');
    expect(await at(DAY_AFTER, 'NY/T 99002-2020')).toBe('废止');
    t.clock.now = () => NOW;
  });

  it('the build reads every page at once, equal to what getDetail answers', async () => {
    const { pages, today } = await standardPages(t.db, NOW);
    expect(today).toBe('2026-11-24');
    expect(pages).toHaveLength(ids.size);
    for (const n of ['GB 2763-2016', 'GB/T 1351-2023', 'NY/T 391-2021'])
      expect(pages.find((p) => p.number === n)).toEqual(await detail(n));
  });

  it('a publish run reads only its planned pages, each with its whole chain, as the full build shows it', async () => {
    const { pages: all } = await standardPages(t.db, NOW);
    const wanted = ['GB 2763-2016', 'NY/T 391-2021'].map((n) => ids.get(n)!);
    const { pages } = await standardPages(t.db, NOW, wanted);
    expect(pages.map((p) => p.id).sort()).toEqual([...wanted].sort());
    for (const p of pages) expect(p).toEqual(all.find((a) => a.id === p.id));
    expect(pages.find((p) => p.number === 'GB 2763-2016')!.replaced_by.length).toBeGreaterThan(1);
    expect((await standardPages(t.db, NOW, [])).pages).toEqual([]);
  });

  it('refuses a bad id and answers an unknown one with a Chinese message', async () => {
    expect((await t.call('/api/standard/getDetail?id=abc')).json).toMatchObject({
      code: 0,
      msg: MSG.idInvalid,
    });
    expect((await t.call('/api/standard/getDetail')).json).toMatchObject({ code: 0, msg: MSG.idInvalid });
    expect((await t.call('/api/standard/getDetail?id=999999')).json).toMatchObject({
      code: 0,
      msg: STD_MSG.unknownStandard,
    });
  });
});

describe('getFollowChanges', () => {
  it('refuses a visitor', async () => {
    const res = await t.call('/api/standard/getFollowChanges', {});
    expect(res.status).toBe(401);
  });

  it('lists the followed standards whose status changes within 90 days, soonest first', async () => {
    const { call } = await signedIn(t, 'stdfollow01');
    const follow = (number: string) =>
      call('/api/user/favorite', {
        model: 'standard',
        record_id: String(ids.get(number)),
        title: number,
        url: `/application/standard/detail/${ids.get(number)}`,
      });
    for (const n of ['GB/T 99001-2026', 'NY/T 99002-2020', 'GB/T 1351-2023', 'GB 28050-2011'])
      expect((await follow(n)).json.code).toBe(1);
    const res = await call('/api/standard/getFollowChanges', {});
    expect(res.json.code).toBe(1);
    expect(res.json.data).toMatchObject({ followed: 4, days: 90, today: '2026-11-24' });
    expect(res.json.data.list).toEqual([
      {
        id: ids.get('GB/T 99001-2026'),
        number: 'GB/T 99001-2026',
        name: '测试用标准 明天实施',
        status: 'upcoming',
        status_name: '即将实施',
        next_status: 'current',
        next_status_name: '现行',
        on: '2026-11-25',
        days: 1,
        href: `/application/standard/detail/${ids.get('GB/T 99001-2026')}`,
      },
      expect.objectContaining({
        number: 'NY/T 99002-2020',
        next_status: 'withdrawn',
        on: '2026-11-25',
        days: 1,
      }),
    ]);
    // GB 28050-2011 is withdrawn on 2027-03-16, 112 days away: inside a longer window only.
    const longer = await call('/api/standard/getFollowChanges', { days: 120 });
    expect(longer.json.data.list.map((s: { number: string }) => s.number)).toContain('GB 28050-2011');
    expect((await call('/api/standard/getFollowChanges', { days: 400 })).json).toMatchObject({
      code: 0,
      msg: STD_MSG.daysInvalid,
    });
  });
});
