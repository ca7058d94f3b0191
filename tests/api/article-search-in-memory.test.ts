/**
 * The site search (/api/article/search) matches the documents kept per articles-tag version in memory and reads its
 * page's items by id (content/articleSearch.ts): its answers are the search query's (listArticles) byte for byte, for
 * every kind, keyword form and page past the last; an article published shows in the next new answer, and one
 * withdrawn leaves it, after their events. Past the documents matched in memory none are kept (the query answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { searchSchema } from '#lib/content/validators.ts';
import { articles } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { listArticles } from '#server/services/content/articleList.ts';
import { readArticleSearchRows } from '#server/services/content/articleSearchRows.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvent } from '#server/services/content/events.ts';
import { NOW } from './content-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoContent(t.db, NOW, { files: t.deps().files });
}, 120_000);
afterAll(() => t.close());

const KEYWORDS = [
  '玉米',
  '大豆',
  '生猪',
  '蔬菜',
  '小麦价格',
  '苹果',
  '猪肉',
  '饲料',
  '化肥',
  '棉花',
  '价格 玉米',
  '农业',
  '市场',
  '米',
  'a',
  'ABC',
  '２０２６',
  '%',
  '_',
  '（',
  '不存在的词语',
];
const KINDS = [undefined, 'news', 'policy', 'report'];
const PAGES = [{}, { page: 2, pageSize: 5 }, { page: 1, pageSize: 50 }, { page: 90, pageSize: 20 }];

describe('site search served from the kept documents', () => {
  it('answers as the query does, for every kind, keyword form and page', async () => {
    let found = 0;
    for (const keyword of KEYWORDS)
      for (const kind of KINDS)
        for (const paging of PAGES) {
          const body = { keyword, kind, ...paging };
          const served = await t.call('/api/article/search', body);
          expect(served.json.code, JSON.stringify(body)).toBe(1);
          const input = searchSchema.parse(body);
          const asked = await listArticles(
            t.db,
            { keyword: input.keyword, kind: input.kind },
            { page: input.page, pageSize: input.pageSize },
          );
          expect(JSON.stringify(served.json.data), JSON.stringify(body)).toBe(
            JSON.stringify({ keyword: input.keyword, ...asked }),
          );
          if (asked.list.length) found++;
        }
    // Equal answers are not all equally empty ones.
    expect(found).toBeGreaterThan(100);
  });

  it("follows an article's publish and withdrawal in the next new answer", async () => {
    const title = '演示改题的文章';
    expect((await t.call('/api/article/search', { keyword: title })).json.data.total).toBe(0);
    const [first] = await t.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.kind, 'news'))
      .limit(1);
    await t.db.update(articles).set({ title, status: 'published' }).where(eq(articles.id, first!.id));
    const event = { entity: CONTENT_ENTITY.article, id: first!.id, uid: 0, at: NOW };
    await logContentEvent(t.db, { ...event, action: CONTENT_ACTION.update });
    t.cache.stale();
    const after = await t.call('/api/article/search', { keyword: title, page: 1 });
    expect(after.json.data.list.map((a: { title: string }) => a.title)).toEqual([title]);
    await t.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, first!.id));
    await logContentEvent(t.db, { ...event, action: CONTENT_ACTION.unpublish });
    t.cache.stale();
    expect((await t.call('/api/article/search', { keyword: title, page: 2 })).json.data.total).toBe(0);
  });

  it('keeps no documents past the most matched in memory', async () => {
    const all = await readArticleSearchRows(t.db);
    expect(all!.length).toBeGreaterThan(3);
    expect(await readArticleSearchRows(t.db, all!.length)).toEqual(all);
    expect(await readArticleSearchRows(t.db, all!.length - 1)).toBeNull();
  });
});
