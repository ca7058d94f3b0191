/**
 * Build queries of 标准查询: every standard's page data in one read of the table and one of the lineage (a full build
 * renders hundreds of detail pages from it, not a query each), or only a publish run's planned ones with their
 * lineage; and the list page's first view.
 */
import { eq, inArray } from 'drizzle-orm';
import { chinaToday } from '#lib/chinaTime.ts';
import type { StandardDetail, StandardList, StandardLink, StandardTypeList } from '#lib/standard/types.ts';
import { STD_LIST_PAGE_SIZE } from '#lib/standard/limits.ts';
import type { Db } from '#server/db/client.ts';
import { standardReplaces, standards } from '#server/db/schema/index.ts';
import { chainDown, chainUp, linkOf, linksOf, unlisted, withLineage } from './detail.ts';
import { generations, lineageEdges, lineageIndex, type Replacement } from './lineage.ts';
import { standardList } from './list.ts';
import { standardTypeList } from './typeList.ts';

export interface StandardPages {
  /** China's day the statuses are shown for (the build's; the daily job re-renders the pages that change). */
  today: string;
  pages: StandardDetail[];
}

export interface StandardListFirstView {
  types: StandardTypeList;
  list: StandardList;
}

type Row = typeof standards.$inferSelect;

/** Every standard and every replacement: the full build's two reads. */
async function everyStandard(db: Db): Promise<{ rows: Row[]; edges: Replacement[] }> {
  const [rows, edges] = await Promise.all([
    db.select().from(standards),
    db
      .select({ by: standards.number, of: standardReplaces.replacedNumber })
      .from(standardReplaces)
      .innerJoin(standards, eq(standards.id, standardReplaces.standardId)),
  ]);
  return { rows, edges };
}

/**
 * The page data of every standard, or of those with `ids` (a publish run's planned pages: their rows, their
 * lineage and its links only).
 */
export async function standardPages(db: Db, now = new Date(), ids?: number[] | null): Promise<StandardPages> {
  const today = chinaToday(now);
  const planned = ids ? await db.select().from(standards).where(inArray(standards.id, ids)) : null;
  const { rows, edges } = planned
    ? {
        rows: planned,
        edges: await lineageEdges(
          db,
          planned.map((r) => r.number),
        ),
      }
    : await everyStandard(db);
  const links = new Map(rows.map((r) => [r.number, linkOf(r, today)]));
  if (planned) {
    const others = [...new Set(edges.flatMap((e) => [e.by, e.of]))].filter((n) => !links.has(n));
    if (others.length) for (const [n, l] of await linksOf(db, others, today)) links.set(n, l);
  }
  const link = (n: string): StandardLink => links.get(n) ?? unlisted(n);
  const index = lineageIndex(edges);
  const pages = rows.map((r) =>
    withLineage(
      r,
      today,
      chainUp(generations(index, r.number, 'up'), link),
      chainDown(generations(index, r.number, 'down'), link),
    ),
  );
  return { today, pages };
}

export const standardQueries = {
  /** Every standard's page data, or only those of `ids` (a publish run's planned detail pages). */
  standardPages: (db: Db, ids?: number[] | null) => standardPages(db, new Date(), ids),
  /** What /application/standard/list shows before any filter, as getTypeList and getList answer it. */
  standardListFirstView: async (db: Db): Promise<StandardListFirstView> => {
    const today = chinaToday(new Date());
    const [types, list] = await Promise.all([
      standardTypeList(db, today),
      standardList(db, { page: 1, pageSize: STD_LIST_PAGE_SIZE }, today),
    ]);
    return { types, list };
  },
};
