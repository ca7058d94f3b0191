/** Ending unpaid orders: the member cancels one, or it expires (closed). The channel is settled first. */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Deps } from '#server/core/deps.ts';
import { orders } from '#server/db/schema/index.ts';
import { ORDER_STATUS } from '#lib/commerce/orders.ts';
import { settleAtChannel } from '#server/services/payment/settle.ts';
import { moveOrder, type OrderRow } from './stateMachine.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('orders');

export type EndOutcome = { ended: OrderRow } | { paid: OrderRow } | { notUnpaid: OrderRow };

/** Cancel (member) or close (expiry) an unpaid order; a payment the channel already took wins. */
export async function endUnpaid(
  deps: Deps,
  order: OrderRow,
  to: typeof ORDER_STATUS.cancelled | typeof ORDER_STATUS.closed,
): Promise<EndOutcome> {
  if (order.status !== ORDER_STATUS.unpaid) return { notUnpaid: order };
  const settled = await settleAtChannel(deps, order);
  if (settled !== 'closed') return settled;
  const now = deps.now();
  const moved = await moveOrder(deps.db, order.id, to, now, { endedAt: now });
  if (moved) return { ended: moved };
  const [current] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  return current!.status === ORDER_STATUS.paid ? { paid: current! } : { notUnpaid: current! };
}

/** Close unpaid orders past their time, oldest first, a batch per call (the server calls it every minute). */
export async function closeExpired(deps: Deps, batch = 100): Promise<number> {
  const due = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.unpaid), lt(orders.expiresAt, deps.now())))
    .orderBy(asc(orders.expiresAt))
    .limit(batch);
  let closed = 0;
  for (const order of due) {
    try {
      if ('ended' in (await endUnpaid(deps, order, ORDER_STATUS.closed))) closed += 1;
    } catch (err) {
      // A channel that cannot be reached now is asked again at the next sweep.
      log.warn({ err, orderNo: order.orderNo }, 'could not close an expired order');
    }
  }
  return closed;
}

/**
 * 注销账号: the member's unpaid orders closed (the channel settled first, as at expiry) before the account is, so
 * nothing can be paid onto an emptied account; a channel that cannot be reached throws and the closing waits.
 */
export async function closeUnpaidOf(deps: Deps, uid: number): Promise<void> {
  const open = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.uid, uid), eq(orders.status, ORDER_STATUS.unpaid)));
  for (const order of open) await endUnpaid(deps, order, ORDER_STATUS.closed);
}
