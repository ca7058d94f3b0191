/** Custom service requests as editors see them, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { customOrders } from '#server/db/schema/index.ts';
import type { CustomOrderRow } from '#lib/content/customOrder.ts';
import { pageOf, paged, type PageInput } from '#server/db/paging.ts';

export async function customOrderList(db: Db, status: string | undefined, p: PageInput) {
  const where = status ? eq(customOrders.status, status) : undefined;
  const { rows, total } = await pageOf(
    db,
    customOrders,
    where,
    [desc(customOrders.createdAt), desc(customOrders.id)],
    p,
  );
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
  return paged(list, total, p);
}
