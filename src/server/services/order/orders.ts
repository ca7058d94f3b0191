/** Placing, listing and reading a member's orders. Prices come from catalog.ts; state moves from stateMachine.ts. */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/index.ts';
import { chinaStamp } from '#lib/chinaTime.ts';
import type { Paged } from '#lib/paging.ts';
import { pageOf } from '#server/db/paging.ts';
import {
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  ORDER_TTL_MINUTES,
  orderTarget,
  type ItemType,
  type OrderStatus,
  type OrderView,
  type PayChannel,
} from '#lib/commerce/orders.ts';
import type { Priced } from './catalog.ts';
import type { OrderRow } from './stateMachine.ts';

/** out_trade_no: China-time stamp and 12 random digits, 26 characters (WeChat allows 6–32, Alipay 64). */
export const newOrderNo = (now: Date): string =>
  `${chinaStamp(now).replace(/\D/g, '')}${String(randomInt(0, 1e12)).padStart(12, '0')}`;

export const ttlMs = ORDER_TTL_MINUTES * 60_000;

/** An unpaid, unexpired order of this member for the same item at the same price, if any. */
export async function pendingOrder(db: Db, uid: number, priced: Priced, now: Date): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.uid, uid),
        eq(orders.itemType, priced.itemType),
        eq(orders.itemId, priced.itemId),
        eq(orders.amountCents, priced.amountCents),
        eq(orders.status, ORDER_STATUS.unpaid),
        gt(orders.expiresAt, now),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

/** Place an order at the server's price, or hand back the member's pending one for the same item. */
export async function placeOrder(
  db: Db,
  uid: number,
  priced: Priced,
  now: Date,
  channel: PayChannel | null = null,
): Promise<OrderRow> {
  const pending = await pendingOrder(db, uid, priced, now);
  if (pending) return pending;
  // A duplicate number (1 in 10^12 within one second) is drawn again rather than failing the member's order.
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await insertOrder(db, uid, priced, now, channel);
    if (row) return row;
  }
  throw new Error('placeOrder: no free order number');
}

async function insertOrder(
  db: Db,
  uid: number,
  priced: Priced,
  now: Date,
  channel: PayChannel | null,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      uid,
      itemType: priced.itemType,
      itemId: priced.itemId,
      title: priced.title,
      amountCents: priced.amountCents,
      days: priced.days,
      channel,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    })
    .onConflictDoNothing({ target: orders.orderNo })
    .returning();
  return row;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function orderView(row: OrderRow): OrderView {
  const status = row.status as OrderStatus;
  const itemType = row.itemType as ItemType;
  return {
    id: row.id,
    order_no: row.orderNo,
    item_type: itemType,
    item_id: row.itemId,
    title: row.title,
    amount: row.amountCents,
    days: row.days,
    status,
    status_label: ORDER_STATUS_LABEL[status],
    channel: (row.channel as PayChannel | null) ?? null,
    transaction_id: row.transactionId,
    granted_until: iso(row.grantedUntil),
    invoice_id: row.invoiceId,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    paid_at: iso(row.paidAt),
    ended_at: iso(row.endedAt),
    target: orderTarget(itemType, row.itemId),
  };
}

/** One order of this member (another member's order is "not found", never "forbidden"). */
export async function orderOf(db: Db, uid: number, id: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.uid, uid)))
    .limit(1);
  return row ?? null;
}

export async function orderByNo(db: Db, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return row ?? null;
}

/** A member's orders, newest first, optionally of one state. */
export async function ordersOf(
  db: Db,
  uid: number,
  status: OrderStatus | undefined,
  page: number,
  pageSize: number,
): Promise<Paged<OrderView>> {
  const where = status ? and(eq(orders.uid, uid), eq(orders.status, status)) : eq(orders.uid, uid);
  const { rows, total } = await pageOf(db, orders, where, [desc(orders.createdAt), desc(orders.id)], {
    page,
    pageSize,
  });
  return { list: rows.map(orderView), total: total, page, pageSize };
}
