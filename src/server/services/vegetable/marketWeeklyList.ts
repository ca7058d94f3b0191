/** getMarketWeeklyList: the markets' weekly survey reports, newest week first (title, summary, key figures). */
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetableMarketReports, vegetableMarkets } from '#server/db/schema/index.ts';
import type { VegMarketWeeklyList } from '#lib/vegetable/types.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { cachedTotal, type ListTotals } from '#server/services/search/totals.ts';
import { provinceName } from './provinceName.ts';

export async function marketWeeklyList(
  db: Db,
  p: { page: number; pageSize: number },
  totals?: ListTotals,
): Promise<VegMarketWeeklyList> {
  const r = vegetableMarketReports;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: r.id,
        marketId: r.marketId,
        name: vegetableMarkets.name,
        shortName: vegetableMarkets.shortName,
        provinceCode: vegetableMarkets.provinceCode,
        week: r.week,
        title: r.title,
        summary: r.summary,
        figures: r.figures,
        publishedAt: r.publishedAt,
        isDemo: r.isDemo,
      })
      .from(r)
      .innerJoin(vegetableMarkets, eq(vegetableMarkets.id, r.marketId))
      // The week index gives the newest weeks first; markets in their listed order within a week.
      .orderBy(desc(r.week), asc(vegetableMarkets.sort), asc(r.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    cachedTotal(totals, [CACHE_TAG.vegetable], 'vegetable:weekly', async () => {
      const [row] = await db.select({ n: count() }).from(r);
      return row?.n ?? 0;
    }),
  ]);
  const list = rows.map((x) => ({
    id: x.id,
    market_id: x.marketId,
    market_name: x.name,
    short_name: x.shortName,
    province_name: provinceName(x.provinceCode),
    week: x.week,
    title: x.title,
    summary: x.summary,
    figures: (x.figures ?? {}) as Record<string, unknown>,
    published_at: x.publishedAt.toISOString(),
    is_demo: x.isDemo,
  }));
  return { list, total, page: p.page, pageSize: p.pageSize, demo: list.some((x) => x.is_demo) };
}
