/** The one place an order changes state: every move is a guarded UPDATE from the states that allow it. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/index.ts';
import { ORDER_STATUS, type OrderStatus } from '#lib/commerce/orders.ts';

export type OrderRow = typeof orders.$inferSelect;

const { paid, cancelled, closed, refunded } = ORDER_STATUS;

/**
 * Allowed moves. A cancelled or closed order may still become paid: only when the channel itself confirms a
 * payment (a verified notification or order query) that raced the close; the money arrived, so it is honoured.
 */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  unpaid: [paid, cancelled, closed],
  paid: [refunded],
  cancelled: [paid],
  closed: [paid],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => TRANSITIONS[from].includes(to);

/** The states an order may be in to move to `to`. */
export const sourcesOf = (to: OrderStatus): OrderStatus[] =>
  (Object.keys(TRANSITIONS) as OrderStatus[]).filter((from) => canMove(from, to));

type Extra = Partial<Pick<OrderRow, 'channel' | 'transactionId' | 'paidAt' | 'endedAt' | 'grantedUntil'>>;

/**
 * Move order `id` to `to` when its current state allows it; answers the updated row, or null when it did not
 * move (already there, or a refused transition). Concurrent callers race on the row lock: exactly one wins.
 */
export async function moveOrder(
  db: Db,
  id: number,
  to: OrderStatus,
  now: Date,
  extra: Extra = {},
): Promise<OrderRow | null> {
  const from = sourcesOf(to);
  if (from.length === 0) return null;
  const [row] = await db
    .update(orders)
    .set({ ...extra, status: to, updatedAt: now })
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning();
  return row ?? null;
}

export const isEnded = (status: OrderStatus): boolean =>
  status === cancelled || status === closed || status === refunded;
