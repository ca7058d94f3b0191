/** getTopClass: the 24 chapters with this year's imports and exports to date and their change on the year. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { tradeHsCodes } from '#server/db/schema/index.ts';
import type { TradeTopClass } from '#lib/trade/types.ts';
import { yoy } from './figures.ts';
import { bothPeriods, periodSums } from './flowSql.ts';
import { hsName } from './hsCodes.ts';
import type { FlowQuery } from './originList.ts';

export async function topClass(db: Db, q: Omit<FlowQuery, 'limit'>): Promise<TradeTopClass> {
  const [chapters, rows] = await Promise.all([
    db.select().from(tradeHsCodes).where(eq(tradeHsCodes.level, 2)).orderBy(asc(tradeHsCodes.code)),
    db
      .execute(
        sql`
      select left(f.hs6, 2) as chapter, f.direction, ${periodSums(q.range, q.info.currency)}
      from trade_flows f where ${bothPeriods(q.range)}
      group by 1, 2`,
      )
      .then((r) =>
        rowsOf<{ chapter: string; direction: string; value: number; value_prev: number; demo: boolean }>(r),
      ),
  ]);
  const of = (chapter: string, direction: string) => {
    const r = rows.find((x) => x.chapter === chapter && x.direction === direction);
    const value = r?.value ?? 0;
    const prev = r?.value_prev ?? 0;
    return { value, value_prev: prev, yoy: yoy(value, prev) };
  };
  return {
    ...q.info,
    chapters: chapters.map((c) => ({
      code: c.code,
      name: hsName(c),
      import: of(c.code, 'import'),
      export: of(c.code, 'export'),
    })),
    demo: rows.some((r) => r.demo),
  };
}
