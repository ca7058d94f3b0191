/**
 * Build queries of 标准查询: every standard's page data in one read of the table and one of the lineage (a full build
 * renders hundreds of detail pages from it, not a query each), and the list page's first view.
 */
import { eq } from 'drizzle-orm';
import { chinaToday } from '#lib/chinaTime.ts';
import type { StandardDetail, StandardList, StandardLink, StandardTypeList } from '#lib/standard/types.ts';
import { STD_LIST_PAGE_SIZE } from '#lib/standard/limits.ts';
import type { Db } from '#server/db/client.ts';
import { standardReplaces, standards } from '#server/db/schema/index.ts';
import { chainDown, chainUp, linkOf, unlisted, withLineage } from './detail.ts';
import { generations } from './lineage.ts';
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

export async function standardPages(db: Db, now = new Date()): Promise<StandardPages> {
  const today = chinaToday(now);
  const [rows, edges] = await Promise.all([
    db.select().from(standards),
    db
      .select({ by: standards.number, of: standardReplaces.replacedNumber })
      .from(standardReplaces)
      .innerJoin(standards, eq(standards.id, standardReplaces.standardId)),
  ]);
  const links = new Map(rows.map((r) => [r.number, linkOf(r, today)]));
  const link = (n: string): StandardLink => links.get(n) ?? unlisted(n);
  const pages = rows.map((r) =>
    withLineage(
      r,
      today,
      chainUp(generations(edges, r.number, 'up'), link),
      chainDown(generations(edges, r.number, 'down'), link),
    ),
  );
  return { today, pages };
}

export const standardQueries = {
  standardPages: (db: Db) => standardPages(db),
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
