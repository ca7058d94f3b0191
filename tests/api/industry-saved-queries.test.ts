/** /api/industry/ getRecentList, rememberQuery, saveQuery, removeQuery: a member's recent and saved queries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_LIMIT, SAVED_LIMIT } from '#lib/industry/limits.ts';
import { INDUSTRY_MSG, INDUSTRY_SAVED_MSG } from '#lib/industry/messages.ts';
import type { IndustryQuery } from '#lib/industry/query.ts';
import type { RecentListAnswer } from '#lib/industry/types.ts';
import { signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let ann: Caller;
let bob: Caller;
let clock = Date.parse('2026-11-24T02:00:00Z');

const grain = (from = '2005', to = '2024'): IndustryQuery => ({
  indicators: [1001, 1002],
  regions: ['110000', '410000'],
  from,
  to,
  rows: 'region',
  cols: 'period',
});

beforeAll(async () => {
  t = await testApp({ now: () => new Date((clock += 1000)) });
  ann = (await signedIn(t, 'ann_saved')).call;
  bob = (await signedIn(t, 'bob_saved')).call;
}, 120_000);
afterAll(() => t.close());

const list = async (call: Caller) => {
  const res = await call('/api/industry/getRecentList', {});
  expect(res.json.code).toBe(1);
  return res.json.data as RecentListAnswer;
};

describe('visitors', () => {
  it('get the 401 refusal on every call', async () => {
    for (const [path, body] of [
      ['/api/industry/getRecentList', {}],
      ['/api/industry/rememberQuery', { query: grain() }],
      ['/api/industry/saveQuery', { query: grain(), name: '粮食' }],
      ['/api/industry/removeQuery', { id: 1 }],
    ] as const) {
      const res = await t.call(path, body);
      expect(res.status, path).toBe(401);
      expect(res.json.code, path).toBe(401);
    }
  });
});

describe('rememberQuery and getRecentList', () => {
  it('lists a run query with the summary written from the catalogue', async () => {
    expect(await list(ann)).toEqual({ recent: [], saved: [] });
    expect((await ann('/api/industry/rememberQuery', { query: grain() })).json.code).toBe(1);
    const { recent } = await list(ann);
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({
      query: grain(),
      summary: '粮食产量等2项指标 × 2个地区 × 2005—2024年',
      saved: false,
      name: '',
    });
  });

  it('moves the same query to the top instead of a second row, newest first', async () => {
    await ann('/api/industry/rememberQuery', { query: grain('2010', '2020') });
    await ann('/api/industry/rememberQuery', { query: grain() });
    const { recent } = await list(ann);
    expect(recent.map((r) => r.query.from)).toEqual(['2005', '2010']);
  });

  it(`keeps at most ${RECENT_LIMIT}, dropping the oldest`, async () => {
    for (let y = 2000; y < 2000 + RECENT_LIMIT + 3; y++)
      await bob('/api/industry/rememberQuery', {
        query: { ...grain(String(y), String(y)), regions: ['000000'] },
      });
    const { recent } = await list(bob);
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]!.query.from).toBe(String(2000 + RECENT_LIMIT + 2));
    expect(recent.at(-1)!.query.from).toBe('2003');
    expect(recent[0]!.summary).toBe(`粮食产量等2项指标 × 全国 × ${2000 + RECENT_LIMIT + 2}年`);
  });

  it('refuses a query the catalogue does not answer with getIndex’s messages', async () => {
    const unknown = await ann('/api/industry/rememberQuery', {
      query: { ...grain(), indicators: [999_998] },
    });
    expect(unknown.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.unknownIndicator(999_998) });
    const region = await ann('/api/industry/rememberQuery', { query: { ...grain(), regions: ['990000'] } });
    expect(region.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.unknownRegion('990000') });
    const mixed = await ann('/api/industry/rememberQuery', {
      query: { ...grain(), indicators: [1001, 4201] },
    });
    expect(mixed.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.mixedFrequency });
    const layout = await ann('/api/industry/rememberQuery', { query: { ...grain(), cols: 'region' } });
    expect(layout.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.badLayout });
    const none = await ann('/api/industry/rememberQuery', {});
    expect(none.json).toMatchObject({ code: 0, msg: INDUSTRY_MSG.indicatorsRequired });
  });
});

describe('saveQuery and removeQuery', () => {
  it('saves a named query; a second save of the same query renames it', async () => {
    const first = await ann('/api/industry/saveQuery', { query: grain(), name: '两省粮食' });
    expect(first.json).toMatchObject({ code: 1, msg: INDUSTRY_SAVED_MSG.saved });
    const again = await ann('/api/industry/saveQuery', { query: grain(), name: '京豫粮食' });
    expect(again.json.data.id).toBe(first.json.data.id);
    const { saved, recent } = await list(ann);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: '京豫粮食', saved: true, query: grain() });
    // The same row is the recent one: it shows as saved there too.
    expect(recent.find((r) => r.id === saved[0]!.id)?.saved).toBe(true);
  });

  it('refuses a blank or too long name', async () => {
    const blank = await ann('/api/industry/saveQuery', { query: grain(), name: '  ' });
    expect(blank.json).toMatchObject({ code: 0, msg: INDUSTRY_SAVED_MSG.nameRequired });
    const long = await ann('/api/industry/saveQuery', { query: grain(), name: '长'.repeat(41) });
    expect(long.json).toMatchObject({ code: 0, msg: INDUSTRY_SAVED_MSG.nameTooLong });
  });

  it(`refuses the ${SAVED_LIMIT + 1}th saved query with a Chinese message, but still renames a saved one`, async () => {
    for (let i = 0; i < SAVED_LIMIT; i++) {
      const y = String(1960 + i);
      const res = await bob('/api/industry/saveQuery', { query: grain(y, y), name: `第${i}个` });
      expect(res.json.code, String(i)).toBe(1);
    }
    const over = await bob('/api/industry/saveQuery', { query: grain('2020', '2024'), name: '多一个' });
    expect(over.json).toMatchObject({ code: 0, msg: INDUSTRY_SAVED_MSG.tooMany });
    const rename = await bob('/api/industry/saveQuery', { query: grain('1960', '1960'), name: '改名' });
    expect(rename.json.code).toBe(1);
    expect((await list(bob)).saved.find((s) => s.name === '改名')).toBeTruthy();
  });

  it('removes only the member’s own query', async () => {
    const { saved } = await list(ann);
    const id = saved[0]!.id;
    const other = await bob('/api/industry/removeQuery', { id });
    expect(other.json).toMatchObject({ code: 0, msg: INDUSTRY_SAVED_MSG.notFound });
    expect((await list(ann)).saved).toHaveLength(1);
    const own = await ann('/api/industry/removeQuery', { id });
    expect(own.json).toMatchObject({ code: 1, msg: INDUSTRY_SAVED_MSG.removed });
    expect((await list(ann)).saved).toHaveLength(0);
  });
});
