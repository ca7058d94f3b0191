/** /api/industry/ getExportAllowance, getOutExcelToken and GET export/{token}: the export of a query as XLSX. */
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LIMITS } from '#lib/industry/limits.ts';
import { INDUSTRY_EXPORT_MSG, INDUSTRY_MSG } from '#lib/industry/messages.ts';
import { querySearch, type IndustryQuery } from '#lib/industry/query.ts';
import { tableOf } from '#lib/industry/table.ts';
import type {
  ExportAllowance,
  ExportTokenAnswer,
  IndexAnswer,
  RecentListAnswer,
} from '#lib/industry/types.ts';
import { seedDemoIndicators } from '#server/db/demo/industrySeed.ts';
import { industryExports, users } from '#server/db/schema/index.ts';
import { signFileToken } from '#server/services/files/token.ts';
import { signExportToken } from '#server/services/industry/exportToken.ts';
import { citiesOfProvince, NATIONAL, PROVINCES } from '#server/services/industry/regions.ts';
import { signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
type Member = { call: Caller; uid: number; token: string };
let ann: Member;
let bob: Member;
let vip: Member;
// 10:00 in China: the member's day began at 16:00 UTC the day before.
let now = new Date('2026-11-24T02:00:00Z');

const grain: IndustryQuery = {
  indicators: [1001, 1002],
  regions: ['000000', '410000', '110000'],
  from: '2005',
  to: '2024',
  rows: 'region',
  cols: 'period',
};
const cellsOf = (q: IndustryQuery) =>
  q.indicators.length * q.regions.length * (Number(q.to) - Number(q.from) + 1);

beforeAll(async () => {
  t = await testApp({ now: () => now });
  await seedDemoIndicators(t.db, { only: [1001, 1002, 6101] });
  ann = await signedIn(t, 'ann_export');
  bob = await signedIn(t, 'bob_export');
  vip = await signedIn(t, 'vip_export');
  await t.db
    .update(users)
    .set({ vipExpire: new Date(now.getTime() + 30 * 86_400_000) })
    .where(eq(users.uid, vip.uid));
}, 120_000);
afterAll(() => t.close());

const allowance = async (call: Caller) => {
  const res = await call('/api/industry/getExportAllowance', {});
  expect(res.json.code).toBe(1);
  return res.json.data as ExportAllowance;
};

/** The file as a browser opens the link: no token header, the signed link and the member's token cookie. */
const download = (url: string, who: { token: string }) =>
  t.app.request(url, { headers: { cookie: `token=${who.token}` } });

describe('getExportAllowance', () => {
  it('answers a visitor 0, a member the day’s limit, a VIP no limit', async () => {
    expect(await allowance(t.call)).toEqual({ role: 'visitor', limit: 0, used: 0, remaining: 0 });
    expect(await allowance(ann.call)).toEqual({
      role: 'member',
      limit: EXPORT_LIMITS.memberCellsPerDay,
      used: 0,
      remaining: EXPORT_LIMITS.memberCellsPerDay,
    });
    expect(await allowance(vip.call)).toEqual({ role: 'vip', limit: null, used: 0, remaining: null });
  });
});

describe('getOutExcelToken', () => {
  it('refuses a visitor with the way to export', async () => {
    const res = await t.call('/api/industry/getOutExcelToken', { query: grain });
    expect(res.json).toMatchObject({ code: 0, msg: INDUSTRY_EXPORT_MSG.loginRequired });
  });

  it('refuses what the catalogue does not answer with getIndex’s messages', async () => {
    const res = await ann.call('/api/industry/getOutExcelToken', {
      query: { ...grain, indicators: [1001, 4201] },
    });
    expect(res.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.mixedFrequency });
    const region = await ann.call('/api/industry/getOutExcelToken', {
      query: { ...grain, regions: ['990000'] },
    });
    expect(region.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.unknownRegion('990000') });
  });

  it(`refuses a file over ${EXPORT_LIMITS.maxCells} cells, even for a VIP, and charges nothing`, async () => {
    const regions = [NATIONAL, ...PROVINCES, ...PROVINCES.flatMap((p) => citiesOfProvince(p.code) ?? [])]
      .map((r) => r.code)
      .slice(0, 400);
    const query = {
      indicators: [4201, 4202, 4203, 4204, 4205, 4206],
      regions,
      from: '1949-01',
      to: '2100-12',
      rows: 'region',
      cols: 'period',
    };
    const cells = 6 * regions.length * 152 * 12;
    expect(cells).toBeGreaterThan(EXPORT_LIMITS.maxCells);
    const res = await vip.call('/api/industry/getOutExcelToken', { query });
    expect(res.json).toMatchObject({ code: 0, msg: INDUSTRY_EXPORT_MSG.tooManyCells(cells) });
    expect((await allowance(vip.call)).used).toBe(0);
  });

  it('issues a token for a member, charges the cells once and remembers the query as recent', async () => {
    const res = await ann.call('/api/industry/getOutExcelToken', { query: grain });
    expect(res.json.code).toBe(1);
    expect(res.json.msg).toBe(INDUSTRY_EXPORT_MSG.charged(cellsOf(grain)));
    const answer = res.json.data as ExportTokenAnswer;
    expect(answer.url).toBe(`/api/industry/export/${answer.token}`);
    expect(answer.cells).toBe(120);
    expect(Date.parse(answer.expiresAt) - now.getTime()).toBe(EXPORT_LIMITS.tokenTtlS * 1000);
    expect(answer.allowance).toEqual({
      role: 'member',
      limit: EXPORT_LIMITS.memberCellsPerDay,
      used: 120,
      remaining: EXPORT_LIMITS.memberCellsPerDay - 120,
    });
    expect((await allowance(ann.call)).used).toBe(120);
    const recent = (await ann.call('/api/industry/getRecentList', {})).json.data as RecentListAnswer;
    expect(recent.recent[0]!.query).toEqual(grain);
    const rows = await t.db.select().from(industryExports).where(eq(industryExports.uid, ann.uid));
    expect(rows).toMatchObject([{ cells: 120, search: querySearch(grain), downloadedAt: null }]);
  });

  it('refuses a member past the day’s cells, saying how many remain; the next China day starts again', async () => {
    await t.db
      .insert(industryExports)
      .values({ uid: bob.uid, search: querySearch(grain), cells: 99_950, createdAt: now });
    const over = await bob.call('/api/industry/getOutExcelToken', { query: grain });
    expect(over.json).toMatchObject({ code: 0, msg: INDUSTRY_EXPORT_MSG.overDaily(120, 50) });
    expect(over.json.msg).toContain('今日剩余可导出50个');
    expect((await allowance(bob.call)).used).toBe(99_950);
    // 00:30 the next day in China (16:30 UTC): yesterday's cells no longer count.
    const before = now;
    now = new Date('2026-11-24T16:30:00Z');
    try {
      expect((await allowance(bob.call)).remaining).toBe(EXPORT_LIMITS.memberCellsPerDay);
      expect((await bob.call('/api/industry/getOutExcelToken', { query: grain })).json.code).toBe(1);
    } finally {
      now = before;
    }
  });

  it('lets a VIP export past the member’s daily limit', async () => {
    await t.db.insert(industryExports).values({
      uid: vip.uid,
      search: querySearch(grain),
      cells: EXPORT_LIMITS.memberCellsPerDay,
      createdAt: now,
    });
    const res = await vip.call('/api/industry/getOutExcelToken', { query: grain });
    expect(res.json.code).toBe(1);
    expect(res.json.data.allowance).toEqual({
      role: 'vip',
      limit: null,
      used: EXPORT_LIMITS.memberCellsPerDay + 120,
      remaining: null,
    });
  });
});

describe('GET export/{token}', () => {
  it('streams the XLSX: a Chinese file name, the data laid out as the page’s table, units in the headers', async () => {
    const token = (await ann.call('/api/industry/getOutExcelToken', { query: grain })).json
      .data as ExportTokenAnswer;
    const res = await download(token.url, ann);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    // 10:00 in China.
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="industry-export-20261124-1000.xlsx"; filename*=UTF-8''${encodeURIComponent('数据检索_20261124_1000.xlsx')}`,
    );
    const sheets = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
    expect(sheets.map((s) => s.sheet)).toEqual(['数据', '说明']);
    const index = (await t.call('/api/industry/getIndex', { ...grain })).json.data as IndexAnswer;
    const table = tableOf(index, grain);
    const data = sheets[0]!.data;
    expect(data[0]).toEqual(['地区', '指标', ...Array.from({ length: 20 }, (_, i) => `${2005 + i}年`)]);
    expect(data.slice(1)).toEqual(table.rows.map((r) => [...r.labels, ...r.values]));
    expect(data[1]!.slice(0, 2)).toEqual(['全国', '粮食产量（万吨）']);
    expect(typeof data[1]![2]).toBe('number');
    const rows = await t.db.select().from(industryExports).where(eq(industryExports.uid, ann.uid));
    expect(rows.some((r) => r.downloadedAt !== null)).toBe(true);
  });

  it('writes the notes: indicators with unit, frequency, source and definition, official and demo series, the link and time', async () => {
    const token = (await ann.call('/api/industry/getOutExcelToken', { query: grain })).json
      .data as ExportTokenAnswer;
    const sheets = await readXlsxFile(Buffer.from(await (await download(token.url, ann)).arrayBuffer()));
    const notes = sheets[1]!.data;
    const row = (first: string) => notes.find((r) => r[0] === first);
    expect(row('检索链接')![1]).toBe(`http://localhost/data/retrieval?${querySearch(grain)}`);
    expect(row('提取时间')![1]).toBe('2026-11-24 10:00（北京时间）');
    expect(row('数据范围')![1]).toBe('粮食产量等2项指标 × 3个地区 × 2005—2024年');
    expect(row('粮食产量')).toEqual([
      '粮食产量',
      '万吨',
      '年度',
      '国家统计局',
      '谷物、豆类和薯类产量之和，薯类按5公斤鲜薯折1公斤粮食计算',
    ]);
    const kinds = row('粮食产量（万吨）')!;
    expect(kinds[1]).toBe('全国（国家统计局）');
    expect(kinds[2]).toBe('河南省、北京市');
  });

  it('lists the flagged cells with their flag', async () => {
    const query: IndustryQuery = { ...grain, indicators: [6101], regions: ['000000'], rows: 'indicator' };
    const token = (await ann.call('/api/industry/getOutExcelToken', { query })).json
      .data as ExportTokenAnswer;
    const sheets = await readXlsxFile(Buffer.from(await (await download(token.url, ann)).arrayBuffer()));
    const notes = sheets[1]!.data;
    const at = notes.findIndex((r) => r[0] === '带标记的数据');
    expect(notes[at + 1]).toEqual(['指标', '地区', '时期', '数值', '标记']);
    expect(notes[at + 2]).toEqual(['农村居民人均可支配收入（元）', '全国', '2024年', 23119, '初步数']);
  });

  it('lays out another layout (periods down, regions across) as the page’s table', async () => {
    const regions = PROVINCES.map((p) => p.code);
    const query: IndustryQuery = { ...grain, regions, rows: 'period', cols: 'region' };
    const token = (await vip.call('/api/industry/getOutExcelToken', { query })).json
      .data as ExportTokenAnswer;
    const sheets = await readXlsxFile(Buffer.from(await (await download(token.url, vip)).arrayBuffer()));
    const index = (await t.call('/api/industry/getIndex', { ...query })).json.data as IndexAnswer;
    const table = tableOf(index, query);
    expect(sheets[0]!.data.slice(1)).toEqual(table.rows.map((r) => [...r.labels, ...r.values]));
  });

  it('streams: a reader that stops after the first bytes cancels the file, and the next export still answers', async () => {
    const query: IndustryQuery = { ...grain, regions: ['000000', '410000'] };
    const token = (await vip.call('/api/industry/getOutExcelToken', { query })).json
      .data as ExportTokenAnswer;
    const res = await download(token.url, vip);
    const reader = res.body!.getReader();
    const first = await reader.read();
    // A ZIP's first local header: the file begins before the rows are all read.
    expect(Buffer.from(first.value!).readUInt32LE(0)).toBe(0x04034b50);
    await reader.cancel();
    const again = (await vip.call('/api/industry/getOutExcelToken', { query })).json
      .data as ExportTokenAnswer;
    const sheets = await readXlsxFile(Buffer.from(await (await download(again.url, vip)).arrayBuffer()));
    expect(sheets[0]!.data).toHaveLength(1 + 2 * 2);
  });

  it('refuses an expired, forged or another member’s link with a Chinese page, never a 5xx', async () => {
    const token = (await ann.call('/api/industry/getOutExcelToken', { query: grain })).json
      .data as ExportTokenAnswer;
    const other = await bob.call(token.url);
    expect(other.status).toBe(403);
    expect(other.text).toContain(INDUSTRY_EXPORT_MSG.otherUser);
    const [body, sig] = token.token.split('.');
    const forged = await t.call(`/api/industry/export/${body}.${sig!.slice(1)}A`);
    expect(forged.status).toBe(403);
    expect(forged.text).toContain(INDUSTRY_EXPORT_MSG.invalid);
    // Claims naming another member's record, signed with the right secret: the record is not theirs.
    const [bobs] = await t.db.select().from(industryExports).where(eq(industryExports.uid, bob.uid));
    const stolen = signExportToken(t.deps().secret, { eid: bobs!.id, uid: ann.uid }, now);
    expect((await ann.call(`/api/industry/export/${stolen.token}`)).status).toBe(404);
    // A file token (same secret, another purpose) does not open an export.
    const file = signFileToken(t.deps().secret, { fid: 1, uid: ann.uid, mode: 'full' }, now);
    expect((await t.call(`/api/industry/export/${file}`)).status).toBe(403);
    expect((await t.call('/api/industry/export/not-a-token')).status).toBe(403);
    const before = now;
    now = new Date(now.getTime() + (EXPORT_LIMITS.tokenTtlS + 1) * 1000);
    try {
      const expired = await t.call(token.url);
      expect(expired.status).toBe(410);
      expect(expired.text).toContain(INDUSTRY_EXPORT_MSG.expired);
    } finally {
      now = before;
    }
    // Its own member may still open it in time.
    expect((await ann.call(token.url)).status).toBe(200);
  });

  it('opens only for its member: a visitor holding the link, or another member by cookie, gets the refusal page', async () => {
    const token = (await ann.call('/api/industry/getOutExcelToken', { query: grain })).json
      .data as ExportTokenAnswer;
    const visitor = await t.app.request(token.url);
    expect(visitor.status).toBe(403);
    expect(visitor.headers.get('content-type')).toContain('text/html');
    expect(await visitor.text()).toContain(INDUSTRY_EXPORT_MSG.signInFirst);
    // A cookie that signs no one in is a visitor too.
    const stale = await t.app.request(token.url, { headers: { cookie: `token=${'x'.repeat(40)}` } });
    expect(stale.status).toBe(403);
    const other = await download(token.url, bob);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain(INDUSTRY_EXPORT_MSG.otherUser);
    // The cookie signs in this file link only: the same cookie on a call is still a visitor.
    const call = await t.app.request('/api/industry/getExportAllowance', {
      method: 'POST',
      headers: { cookie: `token=${ann.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await call.json()).data.role).toBe('visitor');
    const mine = await download(token.url, ann);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toContain('spreadsheetml');
  });
});
