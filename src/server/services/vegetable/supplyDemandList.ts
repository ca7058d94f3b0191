/**
 * getSupplyDemandList: open, unexpired, not hidden posts newest first, filtered by kind, city and product; or the
 * caller's own posts whatever their state (`mine`). Read through the partial indexes of the schema.
 */
import { and, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { SupplyDemandListAnswer } from '#lib/vegetable/types.ts';
import type { Db } from '#server/db/client.ts';
import { vegetableProducts, vegetableSupplyDemand as post } from '#server/db/schema/index.ts';
import { offsetOf } from '#server/db/paging.ts';
import { postColumns, productJoin, toPost, type Viewer } from './supplyDemandRows.ts';

export interface SupplyFilters {
  kind?: string;
  city?: string;
  product_id?: number;
}

/** Open, not hidden and still valid today: what everyone may see. */
export const listedWhere = (today: string): SQL =>
  // 'open' written into the SQL, not a parameter: a generic plan can then prove the partial indexes' predicate.
  and(sql`${post.status} = 'open'`, isNull(post.hiddenAt), gte(post.validUntil, today))!;

export const filterWhere = (f: SupplyFilters): (SQL | undefined)[] => [
  f.kind ? eq(post.kind, f.kind) : undefined,
  f.city ? eq(post.cityCode, f.city) : undefined,
  f.product_id ? eq(post.productId, f.product_id) : undefined,
];

export interface ListQuery extends SupplyFilters {
  page: number;
  pageSize: number;
  mine?: boolean;
}

const whereOf = (q: ListQuery, viewer: Viewer) =>
  and(
    q.mine && viewer.uid !== null ? eq(post.ownerUid, viewer.uid) : listedWhere(viewer.today),
    ...filterWhere(q),
  );

/** The page's rows: newest first, read down an index until the page is full (tests read its plan). */
export const supplyDemandListQuery = (db: Db, q: ListQuery, viewer: Viewer) =>
  db
    .select(postColumns)
    .from(post)
    .innerJoin(vegetableProducts, productJoin)
    .where(whereOf(q, viewer))
    .orderBy(desc(post.createdAt), desc(post.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));

export async function supplyDemandList(
  db: Db,
  q: ListQuery,
  viewer: Viewer,
): Promise<SupplyDemandListAnswer> {
  // Rows and total apart: `count(*) over ()` would read every open post per page; the count reads one index only.
  const [rows, total] = await Promise.all([
    supplyDemandListQuery(db, q, viewer),
    countWhere(db, whereOf(q, viewer)),
  ]);
  const list = rows.map((r) => toPost(r, viewer));
  return {
    list,
    total,
    page: q.page,
    pageSize: q.pageSize,
    contacts: viewer.uid !== null,
    demo: list.some((p) => p.demo),
  };
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(post)
    .where(where);
  return row?.n ?? 0;
}
