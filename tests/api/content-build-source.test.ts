/**
 * The prebuilt article pages' content (src/content/source.ts): the full build slices one whole-kind answer, a publish
 * run rendering the first list pages reads page by page in SQL. Both give exactly what the whole list computed from
 * every row gives (items, order, totals, facet counts, neighbours, with ties in published_at, undated articles and
 * articles without column or category), and a publish run's reads do not grow with the number of articles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { articles, contentCategories, contentColumns } from '#server/db/schema/index.ts';
import {
  publicArticle,
  selectItems,
  toItem,
  type ArticleItem,
} from '#server/services/content/articleList.ts';
import { BUILD_GLOBAL } from '#content/buildGlobals.ts';
import type { BuildPlan } from '#content/plan.ts';
import { listStaticPaths } from '#content/listRoutes.ts';
import {
  categoryFilters,
  columnFilters,
  countArticles,
  allArticleIds,
  getArticle,
  listArticlesPage,
  listFilteredPage,
  monthFilters,
  type ListFilter,
} from '#content/source.ts';
import { latestOf } from '#content/home.ts';
import { query } from '#content/query.ts';
import { plannedReferences } from '#content/references.ts';
import { LIST_PAGE_SIZE } from '#lib/listPages.ts';
import { articleListKey, FAMILY } from '#lib/pageFamilies.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;
const KIND = 'news';
const globals = globalThis as Record<symbol, unknown>;

/** Timestamps shared by several articles (ties), two on either side of a China-time month boundary. */
const STAMPS = [
  '2026-09-30T15:59:59.999Z', // 2026-09-30 in China
  '2026-09-30T16:00:00.000Z', // 2026-10-01 in China
  '2026-08-15T04:00:00.000Z',
  '2026-10-31T16:00:00.000Z', // 2026-11-01 in China
  null,
];

async function seedArticles(): Promise<void> {
  const cols = await t.db
    .insert(contentColumns)
    .values([
      { kind: KIND, name: '来源测试甲', sort: 2 },
      { kind: KIND, name: '来源测试乙', sort: 1 },
      { kind: KIND, name: '来源测试空', sort: 3 },
    ])
    .returning();
  const cats = await t.db
    .insert(contentCategories)
    .values([{ kind: KIND, name: '来源分类甲', sort: 1 }])
    .returning();
  const rows = Array.from({ length: 67 }, (_, i) => ({
    kind: i % 11 === 10 ? 'policy' : KIND,
    title: `来源测试第${i}篇`,
    status: i % 13 === 12 ? 'draft' : 'published',
    publishedAt: STAMPS[i % STAMPS.length] ? new Date(STAMPS[i % STAMPS.length]!) : null,
    columnId: i % 3 === 2 ? null : cols[i % 2]!.id,
    categoryId: i % 4 === 0 ? cats[0]!.id : null,
  }));
  await t.db.insert(articles).values(rows);
}

/** The reference: every published article of the kind, sorted in JavaScript as the list orders them. */
async function everyArticle(): Promise<ArticleItem[]> {
  const rows = (await selectItems(t.db).where(and(publicArticle(), eq(articles.kind, KIND)))).map(toItem);
  const stamp = (a: ArticleItem) => (a.published_at === null ? Infinity : Date.parse(a.published_at));
  return rows.sort((a, b) => stamp(b) - stamp(a) || b.id - a.id);
}

const chinaMonth = (a: ArticleItem) =>
  a.published_at ? new Date(Date.parse(a.published_at) + 8 * 3_600_000).toISOString().slice(0, 7) : '';

const matches = (a: ArticleItem, f: ListFilter) =>
  (f.columnId === undefined || a.column_id === f.columnId) &&
  (f.categoryId === undefined || a.category_id === f.categoryId) &&
  (f.month === undefined || chinaMonth(a) === f.month);

const countBy = (all: ArticleItem[], key: (a: ArticleItem) => number | string | null) => {
  const counts = new Map<number | string, number>();
  for (const a of all) {
    const k = key(a);
    if (k !== null && k !== '') counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

/** A publish run of one news article: its detail page and neighbours, the first pages of its lists (as planned). */
const publishPlan = (ids: number[]): BuildPlan => ({
  families: {
    [FAMILY.articleDetail]: ids,
    [FAMILY.articleList]: ['all', 'column:1', 'category:1', 'month:2026-10'].map((f) =>
      articleListKey(KIND, f, 1),
    ),
  },
});

type Mode = 'full build' | 'publish run';
let mode: Mode = 'full build';

/** A build of its own: the test database, no answer kept from an earlier one; a publish run's plan in that mode. */
function freshBuild(plan: BuildPlan | null = mode === 'publish run' ? publishPlan([1]) : null) {
  globals[BUILD_GLOBAL.database] = { db: t.db };
  globals[BUILD_GLOBAL.manifest] = {};
  if (plan) globals[BUILD_GLOBAL.plan] = plan;
  else delete globals[BUILD_GLOBAL.plan];
  const memo = new Map<string, Promise<unknown>>();
  globals[BUILD_GLOBAL.memo] = memo;
  return memo;
}

beforeAll(async () => {
  t = await testApp();
  await seedArticles();
});
afterAll(async () => {
  for (const key of [BUILD_GLOBAL.database, BUILD_GLOBAL.memo, BUILD_GLOBAL.plan, BUILD_GLOBAL.manifest])
    delete globals[key];
  await t.close();
});

describe.each(['full build', 'publish run'] as const)('article pages in a %s', (m) => {
  beforeAll(() => {
    mode = m;
  });

  it('list pages hold the same items, order and totals as the whole list filtered', async () => {
    freshBuild();
    const all = await everyArticle();
    expect(new Set(all.map((a) => a.published_at)).size).toBeLessThan(all.length);
    const ids = (key: 'column_id' | 'category_id') => [...new Set(all.map((a) => a[key]))];
    const filters: ListFilter[] = [
      {},
      ...ids('column_id').map((columnId) => ({ columnId: columnId ?? -1 })),
      ...ids('category_id').map((categoryId) => ({ categoryId: categoryId ?? -1 })),
      ...[...countBy(all, chinaMonth).keys()].map((month) => ({ month: String(month) })),
    ];
    for (const filter of filters) {
      const chosen = all.filter((a) => matches(a, filter));
      for (let page = 1; page <= Math.ceil(chosen.length / LIST_PAGE_SIZE) + 1; page++) {
        const start = (page - 1) * LIST_PAGE_SIZE;
        expect(await listFilteredPage(KIND, page, filter), JSON.stringify({ filter, page })).toEqual({
          list: chosen.slice(start, start + LIST_PAGE_SIZE),
          total: chosen.length,
          page,
          pageSize: LIST_PAGE_SIZE,
        });
      }
    }
    expect(await countArticles(KIND)).toBe(all.length);
    expect((await listArticlesPage(KIND, 2)).list).toEqual(all.slice(LIST_PAGE_SIZE, 2 * LIST_PAGE_SIZE));
    expect(await latestOf(KIND, 8)).toEqual(all.slice(0, 8));
  });

  it('facet counts are the whole list counted per column, category and China-time month', async () => {
    freshBuild();
    const all = await everyArticle();
    const inOrder = async (table: typeof contentColumns | typeof contentCategories) =>
      (await t.db.select().from(table).where(eq(table.kind, KIND))).sort(
        (a, b) => a.sort - b.sort || a.id - b.id,
      );
    const expected = (list: { id: number; name: string }[], counts: Map<number | string, number>) =>
      list.map((c) => ({ id: c.id, name: c.name, count: counts.get(c.id) ?? 0 })).filter((c) => c.count > 0);
    expect(await columnFilters(KIND)).toEqual(
      expected(
        await inOrder(contentColumns),
        countBy(all, (a) => a.column_id),
      ),
    );
    expect(await categoryFilters(KIND)).toEqual(
      expected(
        await inOrder(contentCategories),
        countBy(all, (a) => a.category_id),
      ),
    );
    const months = [...countBy(all, chinaMonth)].sort(([a], [b]) => String(b).localeCompare(String(a)));
    expect(await monthFilters(KIND)).toEqual(months.map(([month, count]) => ({ month, count })));
    expect(months.map(([m]) => m)).toEqual(['2026-11', '2026-10', '2026-09', '2026-08']);
  });

  it('a detail page’s neighbours are the articles around it in the list, ties and undated ones included', async () => {
    freshBuild();
    const all = await everyArticle();
    for (const [i, a] of all.entries()) {
      const page = await getArticle(a.id);
      const near = (b: ArticleItem | undefined) => (b ? { id: b.id, title: b.title } : null);
      expect({ prev: page?.prev, next: page?.next }, a.title).toEqual({
        prev: near(all[i + 1]),
        next: near(all[i - 1]),
      });
    }
  });
});

/** Every build query a publish run of one news article asks, as its pages ask them; the answers' bytes. */
async function publishRunReads(): Promise<{ bytes: number; answers: number }> {
  const [newest] = await everyArticle();
  const memo = freshBuild(publishPlan([newest!.id]));
  const lists = [
    ...(await listStaticPaths('/article/[kind]/[...facet]', 'news', 'policy')),
    ...(await listStaticPaths('/report/list/[...facet]', 'report')),
  ];
  expect(lists.length).toBeGreaterThan(3);
  for (const { props } of lists) {
    const f = props.place.facet;
    const filter: ListFilter =
      f?.name === 'column'
        ? { columnId: Number(f.value) }
        : f?.name === 'category'
          ? { categoryId: Number(f.value) }
          : f?.name === 'month'
            ? { month: f.value }
            : {};
    const kind = props.list as 'news' | 'policy' | 'report';
    await Promise.all([
      listFilteredPage(kind, props.place.page, filter),
      columnFilters(kind),
      categoryFilters(kind),
      monthFilters(kind),
      countArticles(kind),
    ]);
  }
  const ids = await allArticleIds();
  expect(ids).toEqual([newest!.id]);
  await Promise.all([
    ...ids.map(getArticle),
    ...(['news', 'policy', 'report'] as const).map((k) => latestOf(k, 8)),
  ]);
  const answers = await Promise.all(memo.values());
  return { bytes: JSON.stringify(answers).length, answers: answers.length };
}

describe('a publish run', () => {
  it('of an article reads no reference (the reference chapter pages ask only when they render)', async () => {
    const asked = async (plan: BuildPlan | null) => {
      const memo = freshBuild(plan);
      await plannedReferences();
      return [...memo.keys()].map((k) => k.split(':')[0]);
    };
    expect(await asked(publishPlan([1]))).toEqual([]);
    expect(await asked({ families: { [FAMILY.referenceDetail]: [1] } })).toContain('referencesAll');
    expect(await asked(null)).toContain('referencesAll');
  });

  it('counts every kind per column, category and month in one query, and reads no whole kind', async () => {
    const memo = freshBuild(publishPlan([1]));
    await listStaticPaths('/article/[kind]/[...facet]', 'news', 'policy');
    await listStaticPaths('/report/list/[...facet]', 'report');
    const names = [...memo.keys()].map((k) => k.split(':')[0]);
    expect(names.filter((n) => n === 'articleCounts')).toHaveLength(1);
    expect(names).not.toContain('articlesOfKind');
  });

  it('reads the same bytes with five times the articles (the full build reads five times more)', async () => {
    const wholeKind = async () => {
      freshBuild(null);
      return JSON.stringify(await query('articlesOfKind', KIND)).length;
    };
    const originals = await t.db.select().from(articles);
    const copy = (times: number) =>
      t.db
        .insert(articles)
        .values(
          originals.flatMap((r) =>
            Array.from({ length: times }, () => ({ ...r, id: undefined, title: `${r.title}副本` })),
          ),
        );
    // Enough articles that each list the run renders has its three first pages at both sizes.
    await copy(3);
    const before = { run: await publishRunReads(), whole: await wholeKind() };
    await copy(16);
    const after = { run: await publishRunReads(), whole: await wholeKind() };
    expect(after.whole / before.whole).toBeGreaterThan(4.5);
    expect(after.run.answers).toBe(before.run.answers);
    // Totals and counts gain a digit; the rows read stay one page at most.
    expect(after.run.bytes / before.run.bytes, JSON.stringify({ before, after })).toBeLessThan(1.05);
  });
});
