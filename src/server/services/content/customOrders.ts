/** Custom service requests as editors see them, newest first. */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { customOrders } from '#server/db/schema/index.ts';
import type { CustomOrderRow } from '#lib/content/customOrder.ts';
import { offsetOf, paged, type PageInput } from './paging.ts';

export async function customOrderList(db: Db, status: string | undefined, p: PageInput) {
  const where = status ? eq(customOrders.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customOrders)
      .where(where)
      .orderBy(desc(customOrders.createdAt), desc(customOrders.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(customOrders).where(where),
  ]);
  const list = rows.map((r): CustomOrderRow => ({
    id: r.id,
    kind: r.kind,
    company: r.company,
    contact: r.contact,
    mobile: r.mobile,
    email: r.email,
    requirement: r.requirement,
    budget: r.budget,
    status: r.status,
    uid: r.uid,
    created_at: r.createdAt.toISOString(),
  }));
  return paged(list, total?.n ?? 0, p);
}
