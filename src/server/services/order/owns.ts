/** Ownership: a report or data product is the member's once one of their orders for it is paid. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/index.ts';
import { ORDER_STATUS, type ItemType } from '#lib/commerce/orders.ts';

/** Whether `uid` holds a paid order for the item (reports and data products are bought once). */
export async function owns(db: Db, uid: number, itemType: ItemType, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.uid, uid),
        eq(orders.itemType, itemType),
        eq(orders.itemId, itemId),
        eq(orders.status, ORDER_STATUS.paid),
      ),
    )
    .limit(1);
  return !!row;
}
