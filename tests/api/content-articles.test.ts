import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { articles, articleTags } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { NOW } from './content-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;
const CHINA_MS = 8 * 3_600_000;
const chinaMonth = (iso: string) => new Date(Date.parse(iso) + CHINA_MS).toISOString().slice(0, 7);
const chinaDay = (iso: string) => new Date(Date.parse(iso) + CHINA_MS).toISOString().slice(0, 10);

async function publishedCount(kind: string): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.status, 'published')));
  return row!.n;
}

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoContent(t.db, NOW, { files: t.deps().files });
});
afterAll(() => t.close());

describe('article lists', () => {
  it('getNewsList pages the published 行业观察 newest first in the paging shape', async () => {
    const res = await t.call('/api/article/getNewsList', { page: 1, pageSize: 10 });
    expect(res.json.code).toBe(1);
    const { list, total, page, pageSize } = res.json.data;
    expect({ page, pageSize, total }).toEqual({ page: 1, pageSize: 10, total: await publishedCount('news') });
    expect(list).toHaveLength(10);
    expect(list.every((a: { kind: string }) => a.kind === 'news')).toBe(true);
    const times = list.map((a: { published_at: string }) => Date.parse(a.published_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await t.call('/api/article/getNewsList', { page: 2, pageSize: 10 });
    const firstIds = new Set(list.map((a: { id: number }) => a.id));
    expect(second.json.data.list.some((a: { id: number }) => firstIds.has(a.id))).toBe(false);
  });

  it('refuses a page size above 50 and a bad month with Chinese messages', async () => {
    expect((await t.call('/api/article/getNewsList', { pageSize: 51 })).json).toMatchObject({
      code: 0,
      msg: '每页条数为1-50',
    });
    expect((await t.call('/api/article/getNewsList', { month: '2026-13' })).json).toMatchObject({
      code: 0,
      msg: '月份格式应为YYYY-MM',
    });
    expect((await t.call('/api/article/getNewsList', { kind: 'page' })).json).toMatchObject({
      code: 0,
      msg: '不支持的内容类型',
    });
  });

  it('filters by kind, column, category, tag and month', async () => {
    const policy = (await t.call('/api/article/getNewsList', { kind: 'policy', pageSize: 50 })).json.data;
    expect(policy.total).toBe(await publishedCount('policy'));
    expect(policy.list.every((a: { kind: string }) => a.kind === 'policy')).toBe(true);

    const columns = (await t.call('/api/article/getColumnList', { kind: 'news' })).json.data;
    expect(columns.map((c: { name: string }) => c.name)).toEqual([
      '粮食',
      '蔬菜',
      '畜牧',
      '农资',
      '农产品贸易',
      '乡村振兴',
    ]);
    const col = columns[2];
    const byColumn = (await t.call('/api/article/getNewsList', { column_id: col.id, pageSize: 50 })).json
      .data;
    expect(byColumn.total).toBeGreaterThan(0);
    expect(byColumn.list.every((a: { column_name: string }) => a.column_name === '畜牧')).toBe(true);

    const cats = (await t.call('/api/article/getCategoryList', { kind: 'news' })).json.data;
    expect(cats).toHaveLength(4);
    const byCat = (await t.call('/api/article/getNewsList', { category_id: cats[0].id, pageSize: 50 })).json
      .data;
    expect(byCat.total).toBeGreaterThan(0);
    expect(byCat.list.every((a: { category_id: number }) => a.category_id === cats[0].id)).toBe(true);

    const tags = (await t.call('/api/article/getTagList', {})).json.data;
    const corn = tags.find((x: { name: string }) => x.name === '玉米');
    const byTag = (await t.call('/api/article/getNewsList', { tag_id: corn.id, pageSize: 50 })).json.data;
    expect(byTag.total).toBeGreaterThan(0);
    const tagged = await t.db.select().from(articleTags).where(eq(articleTags.tagId, corn.id));
    const taggedIds = new Set(tagged.map((r) => r.articleId));
    expect(byTag.list.every((a: { id: number }) => taggedIds.has(a.id))).toBe(true);

    const months = (await t.call('/api/article/getMonthList', { kind: 'news' })).json.data;
    const m = months[3];
    const byMonth = (await t.call('/api/article/getNewsList', { month: m.month, pageSize: 50 })).json.data;
    expect(byMonth.total).toBe(m.count);
    expect(byMonth.list.every((a: { published_at: string }) => chinaMonth(a.published_at) === m.month)).toBe(
      true,
    );
  });

  it('getMonthList lists months newest first whose counts add up to the kind total', async () => {
    const months = (await t.call('/api/article/getMonthList', { kind: 'report' })).json.data;
    expect(months.length).toBeGreaterThanOrEqual(17);
    expect(months.every((m: { month: string }) => /^\d{4}-\d{2}$/.test(m.month))).toBe(true);
    expect([...months].sort((a, b) => b.month.localeCompare(a.month))).toEqual(months);
    const sum = months.reduce((s: number, m: { count: number }) => s + m.count, 0);
    expect(sum).toBe(await publishedCount('report'));
  });

  it('getReportLists lists reports with page count, price and VIP flag', async () => {
    const res = (await t.call('/api/article/getReportLists', { pageSize: 50 })).json.data;
    expect(res.total).toBe(await publishedCount('report'));
    expect(res.list.every((a: { kind: string }) => a.kind === 'report')).toBe(true);
    expect(res.list.some((a: { vip_only: boolean }) => a.vip_only)).toBe(true);
    expect(res.list.some((a: { price_cents: number }) => a.price_cents > 0)).toBe(true);
    expect(res.list.every((a: { page_count: number }) => a.page_count > 0)).toBe(true);
  });

  it('getDailyReportList answers the latest day with articles, and a chosen day', async () => {
    const res = (await t.call('/api/article/getDailyReportList', {})).json.data;
    expect(res.days[0].date).toBe(res.date);
    expect(res.total).toBe(res.days[0].count);
    expect(res.list.every((a: { published_at: string }) => chinaDay(a.published_at) === res.date)).toBe(true);
    const other = res.days[2];
    const chosen = (await t.call('/api/article/getDailyReportList', { date: other.date })).json.data;
    expect(chosen).toMatchObject({ date: other.date, total: other.count });
    expect((await t.call('/api/article/getDailyReportList', { date: '2026-02-30' })).json.msg).toBe(
      '日期格式应为YYYY-MM-DD',
    );
  });
});

describe('tags, related, recommended, search', () => {
  it('getTagList has about forty tags, most used first; getTagRelatedList pages one tag', async () => {
    const tags = (await t.call('/api/article/getTagList', {})).json.data;
    expect(tags.length).toBeGreaterThanOrEqual(38);
    const counts = tags.map((x: { count: number }) => x.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const top = tags[0];
    const res = (await t.call('/api/article/getTagRelatedList', { tag_id: top.id, pageSize: 5 })).json.data;
    expect(res.tag).toEqual({ id: top.id, name: top.name });
    expect(res.total).toBe(top.count);
    expect(res.list).toHaveLength(5);
    expect((await t.call('/api/article/getTagRelatedList', { tag_id: 999999 })).json).toMatchObject({
      code: 0,
      msg: '标签不存在',
    });
  });

  it('getRelatedList never includes the article itself and puts tag-sharing articles first', async () => {
    const [first] = (await t.call('/api/article/getNewsList', { pageSize: 1 })).json.data.list;
    const detail = (await t.call(`/api/article/detail?id=${first.id}`)).json.data;
    const related = (await t.call('/api/article/getRelatedList', { id: first.id, limit: 6 })).json.data;
    expect(related).toHaveLength(6);
    expect(related.some((a: { id: number }) => a.id === first.id)).toBe(false);
    const mine = new Set(detail.tags.map((x: { id: number }) => x.id));
    const top = (await t.call(`/api/article/detail?id=${related[0].id}`)).json.data;
    expect(top.tags.some((x: { id: number }) => mine.has(x.id))).toBe(true);
  });

  it('getRecommendList gives the most read articles of a kind', async () => {
    const list = (await t.call('/api/article/getRecommendList', { kind: 'policy', limit: 5 })).json.data;
    expect(list).toHaveLength(5);
    expect(list.every((a: { kind: string }) => a.kind === 'policy')).toBe(true);
    const views = list.map((a: { view_count: number }) => a.view_count);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it('search finds a Chinese keyword in titles and summaries (ILIKE), literally', async () => {
    const res = (await t.call('/api/article/search', { keyword: '草地贪夜蛾', pageSize: 50 })).json.data;
    expect(res.keyword).toBe('草地贪夜蛾');
    expect(res.total).toBeGreaterThan(0);
    expect(
      res.list.every((a: { title: string; summary: string }) =>
        `${a.title}${a.summary}`.includes('草地贪夜蛾'),
      ),
    ).toBe(true);
    expect((await t.call('/api/article/search', { keyword: '%' })).json.data.total).toBe(0);
    expect((await t.call('/api/article/search', { keyword: '  ' })).json).toMatchObject({
      code: 0,
      msg: '请输入搜索关键词',
    });
  });

  it('hotKeywords and getBannerList answer the demo lists', async () => {
    const hot = (await t.call('/api/article/hotKeywords', {})).json.data;
    expect(hot.length).toBeGreaterThanOrEqual(10);
    expect(hot[0]).toEqual({ keyword: '玉米', weight: 100 });
    const banners = await t.call('/api/article/getBannerList');
    expect(banners.json.code).toBe(1);
    expect(banners.json.data[0]).toMatchObject({ title: '农业产业数据服务平台', link: '/data/retrieval' });
  });
});

describe('article detail', () => {
  it('answers a published article with tags and prev/next of its kind, and counts the view', async () => {
    const list = (await t.call('/api/article/getNewsList', { page: 2, pageSize: 3 })).json.data.list;
    const mid = list[1];
    const a = (await t.call(`/api/article/detail?id=${mid.id}`)).json;
    expect(a.code).toBe(1);
    expect(a.data).toMatchObject({ id: mid.id, kind: 'news', title: mid.title, access: null });
    expect(a.data.content_html).toContain('<p>');
    expect(a.data.tags.length).toBeGreaterThan(0);
    expect(a.data.next.id).toBe(list[0].id);
    expect(a.data.prev.id).toBe(list[2].id);
    // The second answer comes from the public cache; both views are counted in the row by the batched counter.
    const again = (await t.call(`/api/article/detail?id=${mid.id}`)).json.data;
    expect(again).toEqual(a.data);
    await t.views.flush();
    const [row] = await t.db.select().from(articles).where(eq(articles.id, mid.id));
    expect(row!.viewCount).toBe(a.data.view_count + 2);
  });

  it('refuses drafts, unpublished, missing and malformed ids with 文章不存在或已下线', async () => {
    const [draft] = await t.db.select().from(articles).where(eq(articles.status, 'draft')).limit(1);
    expect(draft).toBeDefined();
    const [pub] = await t.db.select().from(articles).where(eq(articles.status, 'published')).limit(1);
    await t.db.update(articles).set({ status: 'unpublished' }).where(eq(articles.id, pub!.id));
    for (const id of [draft!.id, pub!.id, 9_999_999]) {
      const res = await t.call(`/api/article/detail?id=${id}`);
      expect(res.json).toEqual({ code: 0, msg: '文章不存在或已下线', data: null });
    }
    const [row] = await t.db.select().from(articles).where(eq(articles.id, draft!.id));
    expect(row!.viewCount).toBe(draft!.viewCount);
    expect((await t.call('/api/article/detail?id=abc')).json).toMatchObject({ code: 0, msg: '编号有误' });
    await t.db.update(articles).set({ status: 'published' }).where(eq(articles.id, pub!.id));
  });

  it('report detail gives price, VIP flag and page count but never the file or its storage key', async () => {
    const [vip] = await t.db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, 'report'), eq(articles.vipOnly, true), eq(articles.status, 'published')))
      .limit(1);
    const res = await t.call(`/api/article/getReportDetail?id=${vip!.id}`);
    expect(res.json.data.access).toEqual({ is_free: false, vip_only: true, price_cents: 0 });
    expect(res.json.data.page_count).toBe(vip!.pageCount);
    expect(res.json.data.attachment).toMatchObject({ mime: 'application/pdf', page_count: vip!.pageCount });
    expect(Object.keys(res.json.data.attachment).sort()).toEqual(['file_name', 'mime', 'page_count', 'size']);
    expect(res.text).not.toContain('demo/');
    expect(res.text).not.toContain('storage');
    const [news] = (await t.call('/api/article/getNewsList', { pageSize: 1 })).json.data.list;
    expect((await t.call(`/api/article/getReportDetail?id=${news.id}`)).json.msg).toBe('文章不存在或已下线');
  });
});

describe('a body stored before the sanitiser knew better', () => {
  it('is served sanitised: the detail call (which the pages are built from) drops the script and the handler', async () => {
    const [row] = await t.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.status, 'published'))
      .limit(1);
    await t.db
      .update(articles)
      .set({
        contentHtml:
          '<p onclick="steal()">旧正文<script>steal()</script><a href="javascript:steal()">链接</a></p>',
      })
      .where(eq(articles.id, row!.id));
    const html = (await t.call(`/api/article/detail?id=${row!.id}`)).json.data.content_html as string;
    expect(html).toContain('旧正文');
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });
});
