import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { articles } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { logContentEvent } from '#server/services/content/events.ts';
import { matchKeywords, searchText } from '#server/services/search/match.ts';
import { searchQuery } from '#server/services/content/articleList.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
/** Characters the demo vocabulary never uses, in the middle of a title. */
const TITLE = '农业观察：鲟鳇鱼ＸＹＺ养殖季报';
let id: number;

beforeAll(async () => {
  // No stored answers: these tests read the search and totals underneath the public cache (public-cache.test.ts).
  t = await testApp({ now: () => NOW, cache: { maxBytes: 0 } });
  await seedDemoContent(t.db, NOW, { files: t.deps().files });
  ({ call: editor } = await signedIn(t, 'editor01', 'editor'));
  const created = await editor('/api/admin/article/create', {
    kind: 'news',
    title: TITLE,
    summary: '测试摘要',
  });
  id = created.json.data.id;
  expect((await editor('/api/admin/article/publish', { id })).json.code).toBe(1);
});
afterAll(() => t.close());

const search = async (keyword: string) =>
  (await t.call('/api/article/search', { keyword, pageSize: 50 })).json.data as {
    total: number;
    list: { id: number; title: string }[];
  };

describe('search finds a term in the middle of a title', () => {
  it.each([
    ['3 characters (trigram index)', '鲟鳇鱼'],
    ['2 characters (pair index)', '鲟鳇'],
    ['1 character (single-character index)', '鳇'],
    ['3 characters without 3 letters in a row (pair index)', '察：鲟'],
    ['full-width letters typed half-width and lower case', 'xyz'],
    ['half-width typed full-width', 'ｘｙｚ养殖'],
    ['two keywords separated by a full-width space', '鲟鳇　季报'],
  ])('%s: %s', async (_, keyword) => {
    const res = await search(keyword);
    expect(res.list.map((a) => a.id)).toEqual([id]);
    expect(res.total).toBe(1);
  });

  it('a keyword that is not there as a whole finds nothing, though its characters are', async () => {
    expect((await search('鳇鲟')).total).toBe(0);
    expect((await search('鲟鳇 不存在的词')).total).toBe(0);
  });

  it('answers the total with the rows and on a page past the last', async () => {
    const all = await search('玉米');
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.total).toBeGreaterThanOrEqual(all.list.length);
    const past = (await t.call('/api/article/search', { keyword: '玉米', page: 99, pageSize: 50 })).json.data;
    expect(past).toMatchObject({ total: all.total, list: [] });
  });
});

describe('the search indexes serve the search condition', () => {
  const planOf = (keyword: string) =>
    t.db.transaction(async (tx) => {
      // Demo data at ×1 is small enough for a scan: forbid it to see that the index matches the condition.
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = await tx.execute(
        sql`explain select id from ${articles} where ${matchKeywords(searchText(articles), keyword)}`,
      );
      const rows = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, string>[];
      return rows.map((x) => x['QUERY PLAN']).join('\n');
    });

  it.each([
    ['鲟鳇鱼', /articles_search_trgm_idx/],
    ['鲟鳇', /articles_search_grams_idx/],
    ['鳇', /articles_search_grams_idx/],
    ['察：鲟', /articles_search_(trgm|grams)_idx/],
    // No run of three letters: pg_trgm has no trigram to look up and would read its whole index.
    ['-.-', /Bitmap Index Scan on articles_search_grams_idx/],
  ])('%s uses %s', async (keyword, index) => {
    expect(await planOf(keyword)).toMatch(index);
  });
});

describe('the article search query', () => {
  const planOf = async (filter: { keyword: string; kind?: 'news' }) => {
    const r = await t.db.execute(
      sql`explain ${searchQuery(t.db, filter, { page: 1, pageSize: 20 }).getSQL()}`,
    );
    const rows = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, string>[];
    return rows.map((x) => x['QUERY PLAN']).join('\n');
  };

  it.each([
    ['玉米', undefined],
    ['猪', 'news' as const],
    ['草地贪夜蛾', 'news' as const],
  ])(
    '%s (kind %s) reads the search index alone, not every published article of the status or kind index',
    async (keyword, kind) => {
      const plan = await planOf({ keyword, kind });
      expect(plan).toMatch(/articles_search_(grams|trgm)_idx/);
      expect(plan).not.toMatch(/articles_status_views_idx|articles_kind_status_published_idx|BitmapAnd/);
    },
  );
});

describe('list totals', () => {
  const newsTotal = async () => (await t.call('/api/article/getNewsList', { pageSize: 1 })).json.data.total;

  it('are right straight after an unpublish and a publish, and on the tag and filter lists', async () => {
    const before = await newsTotal();
    expect((await editor('/api/admin/article/unpublish', { id })).json.code).toBe(1);
    expect(await newsTotal()).toBe(before - 1);
    expect((await search('鲟鳇鱼')).total).toBe(0);
    expect((await editor('/api/admin/article/publish', { id })).json.code).toBe(1);
    expect(await newsTotal()).toBe(before);
    const r = await t.db.execute(
      sql`select count(*)::int as n from ${articles} where status = 'published' and kind = 'news'`,
    );
    const [row] = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
    expect(before).toBe(row!.n);
  });

  it('change when a row written outside the editor (an import) logs its content event', async () => {
    const before = await newsTotal();
    const outside = async (status: string, action: 'publish' | 'unpublish') => {
      await t.db
        .update(articles)
        .set({ status })
        .where(sql`${articles.id} = ${id}`);
      await logContentEvent(t.db, { entity: 'article', id, action, uid: 0, at: NOW });
      t.cache.stale();
    };
    await outside('draft', 'unpublish');
    expect(await newsTotal()).toBe(before - 1);
    await outside('published', 'publish');
    expect(await newsTotal()).toBe(before);
  });
});
