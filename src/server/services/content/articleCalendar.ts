/** The month index (archive filter) and the daily report list, in China time. */
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import type { ArticleKind } from '#lib/content/model.ts';
import { publicArticle, selectItems, toItem } from './articleList.ts';
import { offsetOf, paged, type PageInput } from '#server/db/paging.ts';
import { chinaText, dayRange } from './time.ts';

/** Months that have published articles, newest first, with their counts. */
export async function monthList(db: Db, kind?: ArticleKind) {
  const month = chinaText(articles.publishedAt, 'YYYY-MM');
  const rows = await db
    .select({ month, count: count() })
    .from(articles)
    .where(kind ? and(publicArticle(), eq(articles.kind, kind)) : publicArticle())
    .groupBy(month)
    .orderBy(desc(month));
  return rows;
}

const DAYS_SHOWN = 30;

/** One day's published articles (the given day, else the latest day with any), and the recent days to pick. */
export async function dailyReport(db: Db, date: string | undefined, p: PageInput) {
  const day = chinaText(articles.publishedAt, 'YYYY-MM-DD');
  const days = await db
    .select({ date: day, count: count() })
    .from(articles)
    .where(publicArticle())
    .groupBy(day)
    .orderBy(desc(day))
    .limit(DAYS_SHOWN);
  const chosen = date ?? days[0]?.date;
  if (!chosen) return { date: null, days, ...paged([], 0, p) };
  const [start, end] = dayRange(chosen);
  const where = and(publicArticle(), gte(articles.publishedAt, start), lt(articles.publishedAt, end));
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { date: chosen, days, ...paged(rows.map(toItem), total?.n ?? 0, p) };
}
