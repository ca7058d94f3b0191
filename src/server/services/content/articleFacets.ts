/** Published articles of a kind counted per column, category or China-time month: the list pages' filter bars. */
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import type { ArticleKind } from '#lib/content/model.ts';
import { publicArticle } from './articleList.ts';
import { chinaText } from './time.ts';

const ofKind = (kind: ArticleKind) => and(publicArticle(), eq(articles.kind, kind));

/** Article count per column or category id of the kind's published articles (articles without one left out). */
export async function facetCounts(db: Db, kind: ArticleKind, facet: 'column' | 'category') {
  const by = facet === 'column' ? articles.columnId : articles.categoryId;
  const rows = await db
    .select({ id: by, count: count() })
    .from(articles)
    .where(and(ofKind(kind), isNotNull(by)))
    .groupBy(by);
  return rows.map((r) => ({ id: r.id!, count: r.count }));
}

/** Article count per China-time month (`YYYY-MM`), newest first; undated articles belong to no month. */
export async function monthCounts(db: Db, kind: ArticleKind) {
  const month = chinaText(articles.publishedAt, 'YYYY-MM');
  return db
    .select({ month, count: count() })
    .from(articles)
    .where(and(ofKind(kind), isNotNull(articles.publishedAt)))
    .groupBy(month)
    .orderBy(desc(month));
}
