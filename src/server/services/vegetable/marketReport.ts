/**
 * marketReportDetail: one weekly survey report (by id, or a market's week, else its latest) and the market's recent
 * reports. The body goes only to vegetable VIPs (`reports` in #lib/vegetable/access.ts); the rest is free.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetableMarketReports, vegetableMarkets } from '#server/db/schema/index.ts';
import { VEG_MSG } from '#lib/vegetable/messages.ts';
import type { MarketReportInput } from '#lib/vegetable/validators.ts';
import type { VegReportAnswer, VegReportFigures, VegReportSummary } from '#lib/vegetable/types.ts';

/** Reports listed beside the one shown. */
const RECENT = 12;

const r = vegetableMarketReports;
const summaryColumns = {
  id: r.id,
  market_id: r.marketId,
  week: r.week,
  title: r.title,
  summary: r.summary,
  publishedAt: r.publishedAt,
};

export async function marketReport(
  db: Db,
  q: MarketReportInput,
  vip: boolean,
): Promise<VegReportAnswer | null> {
  const where: SQL[] = [];
  if (q.id !== undefined) where.push(eq(r.id, q.id));
  if (q.market_id !== undefined) where.push(eq(r.marketId, q.market_id));
  if (q.week !== undefined) where.push(eq(r.week, q.week));
  const [found] = await db
    .select({
      ...summaryColumns,
      body: r.body,
      figures: r.figures,
      isDemo: r.isDemo,
      market_name: vegetableMarkets.name,
    })
    .from(r)
    .innerJoin(vegetableMarkets, eq(vegetableMarkets.id, r.marketId))
    .where(and(...where))
    .orderBy(desc(r.week))
    .limit(1);
  if (!found) return null;
  const recent = await db
    .select(summaryColumns)
    .from(r)
    .where(eq(r.marketId, found.market_id))
    .orderBy(desc(r.week))
    .limit(RECENT);
  const summary = (x: typeof found | (typeof recent)[number]): VegReportSummary => ({
    id: x.id,
    market_id: x.market_id,
    week: x.week,
    title: x.title,
    summary: x.summary,
    published_at: x.publishedAt.toISOString(),
  });
  const { demo: _, ...figures } = (found.figures ?? {}) as VegReportFigures & { demo?: boolean };
  return {
    report: {
      ...summary(found),
      market_name: found.market_name,
      figures,
      body: vip ? found.body : null,
      locked: !vip,
      locked_msg: vip ? null : VEG_MSG.vipOnly('reports'),
      demo: found.isDemo,
    },
    reports: recent.map(summary),
  };
}
