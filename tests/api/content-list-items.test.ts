/**
 * The article lists' items are built as JSON by the database (one text per row, issue 32): byte for byte what the
 * row-by-row read made (`selectItems` + `toItem`), for awkward values too: quotes, control characters, U+2028, no
 * column, no publish time, microseconds. Search pages likewise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { articles, contentColumns } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import {
  listArticles,
  newestFirst,
  publicArticle,
  selectItems,
  toItem,
} from '#server/services/content/articleList.ts';
import { NOW } from './content-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoContent(t.db, NOW, { files: t.deps().files });
});
afterAll(() => t.close());

/** A page as the lists read it before: a row per article through toItem. */
async function rowByRow(where: ReturnType<typeof publicArticle>, page: number, pageSize: number) {
  const rows = await selectItems(t.db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map(toItem);
}

describe('article list items built by the database', () => {
  it('are the row-by-row items, byte for byte, for awkward values too', async () => {
    const [column] = await t.db.select({ id: contentColumns.id }).from(contentColumns).limit(1);
    const later = new Date(NOW.getTime() + 86_400_000);
    await t.db.insert(articles).values([
      {
        kind: 'news',
        title: '引号"与\\反斜杠\n换行\u2028分隔\t制表 🌾',
        summary: '<b>&amp;</b> \u0001',
        status: 'published',
        columnId: column!.id,
        publishedAt: new Date(later.getTime() + 123),
        viewCount: 2_000_000_000,
        priceCents: 990,
        vipOnly: true,
      },
      { kind: 'news', title: '无栏目无分类', status: 'published', publishedAt: later },
      { kind: 'news', title: '未定时间', status: 'published', publishedAt: null },
    ]);
    // Microseconds PostgreSQL keeps and a JavaScript Date drops: both reads truncate to the millisecond.
    await t.db
      .update(articles)
      .set({ publishedAt: sql`${articles.publishedAt} + interval '456 microseconds'` })
      .where(eq(articles.title, '无栏目无分类'));
    const where = and(publicArticle(), eq(articles.kind, 'news'))!;
    for (const [page, pageSize] of [
      [1, 20],
      [2, 7],
      [99, 20],
    ] as const) {
      const built = await listArticles(t.db, { kind: 'news' }, { page, pageSize });
      expect(JSON.stringify(built.list)).toBe(JSON.stringify(await rowByRow(where, page, pageSize)));
    }
    const first = (await listArticles(t.db, { kind: 'news' }, { page: 1, pageSize: 3 })).list;
    expect(first.map((a) => a.title)).toEqual([
      '未定时间',
      '引号"与\\反斜杠\n换行\u2028分隔\t制表 🌾',
      '无栏目无分类',
    ]);
    expect(first[2]!.column_name).toBeNull();
    expect(first[0]!.published_at).toBeNull();
  });

  it('are the row-by-row items on a search page', async () => {
    const res = await t.call('/api/article/search', { keyword: '玉米', page: 1, pageSize: 10 });
    expect(res.json.code).toBe(1);
    const ids: number[] = res.json.data.list.map((a: { id: number }) => a.id);
    expect(ids.length).toBeGreaterThan(0);
    const byId = new Map(
      (await selectItems(t.db).where(sql`${articles.id} = any(${`{${ids.join(',')}}`}::int[])`)).map((r) => [
        r.id,
        toItem(r),
      ]),
    );
    expect(JSON.stringify(res.json.data.list)).toBe(JSON.stringify(ids.map((id) => byId.get(id))));
  });
});
