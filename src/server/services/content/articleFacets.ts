/** Published articles counted per kind and column, category or China-time month: the list pages' filter bars. */
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import { LISTED_KIND_ORDER } from '#lib/articleKinds.ts';
import { publicArticle } from './articleList.ts';
import { chinaText } from './time.ts';

export interface FacetCount<K> {
  kind: string;
  value: K;
  count: number;
}

/** Per kind: article counts per column id, per category id and per month (`YYYY-MM`, newest first). */
export interface ArticleCounts {
  column: FacetCount<number>[];
  category: FacetCount<number>[];
  month: FacetCount<string>[];
}

/**
 * Every listed kind's counts per column, category and China-time month in one pass over the published articles
 * (grouping sets), instead of one scan per kind and facet. Articles without a column, category or date count in none.
 */
export async function articleCounts(db: Db): Promise<ArticleCounts> {
  const month = chinaText(articles.publishedAt, 'YYYY-MM');
  const rows = await db
    .select({
      kind: articles.kind,
      column: articles.columnId,
      category: articles.categoryId,
      month,
      count: sql<number>`count(*)`.mapWith(Number),
      // Which grouping set a row is (0: column, 1: category, 2: month), as its nulls cannot tell.
      set: sql<number>`grouping(${articles.columnId}, ${articles.categoryId}, ${month})`.mapWith(Number),
    })
    .from(articles)
    .where(and(publicArticle(), inArray(articles.kind, [...LISTED_KIND_ORDER])))
    .groupBy(
      sql`grouping sets ((${articles.kind}, ${articles.columnId}), (${articles.kind}, ${articles.categoryId}), (${articles.kind}, ${month}))`,
    );
  const counts: ArticleCounts = { column: [], category: [], month: [] };
  // grouping() sets a bit per column left out: 0b011 column only, 0b101 category only, 0b110 month only.
  for (const r of rows) {
    if (r.set === 0b011 && r.column !== null)
      counts.column.push({ kind: r.kind, value: r.column, count: r.count });
    if (r.set === 0b101 && r.category !== null)
      counts.category.push({ kind: r.kind, value: r.category, count: r.count });
    if (r.set === 0b110 && r.month !== null)
      counts.month.push({ kind: r.kind, value: r.month, count: r.count });
  }
  counts.month.sort((a, b) => b.value.localeCompare(a.value));
  return counts;
}
