/**
 * getOrderStatus: the payment page polls every few seconds. While an order with a started payment is unpaid, the
 * channel is asked (at most every few seconds per order), so a payment shows even before, or without, its
 * notification.
 */
import type { Deps } from '#server/core/deps.ts';
import { ORDER_STATUS, type PayChannel } from '#lib/commerce/orders.ts';
import { providerFor } from '#server/providers/pay/index.ts';
import type { OrderRow } from '#server/services/order/stateMachine.ts';
import { confirmAtChannel } from './confirm.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('pay');

/** Minimum time between two channel queries for one order. */
export const QUERY_INTERVAL_MS = 3_000;

const lastAsked = new Map<number, number>();

function due(orderId: number, nowMs: number): boolean {
  if (lastAsked.size > 5_000) for (const [id, at] of lastAsked) if (nowMs - at > 60_000) lastAsked.delete(id);
  const last = lastAsked.get(orderId);
  if (last !== undefined && nowMs - last < QUERY_INTERVAL_MS && nowMs >= last) return false;
  lastAsked.set(orderId, nowMs);
  return true;
}

/** The order as it stands, after asking its channel when that is due. */
export async function currentStatus(deps: Deps, order: OrderRow, origin: string): Promise<OrderRow> {
  if (order.status !== ORDER_STATUS.unpaid || !order.channel) return order;
  if (!due(order.id, deps.now().getTime())) return order;
  const provider = providerFor(deps.env, order.channel as PayChannel, origin);
  if (!provider) return order;
  try {
    const confirmed = await confirmAtChannel(deps, order, provider);
    return confirmed.state === 'paid' ? confirmed.order : order;
  } catch (err) {
    // The page keeps polling; the notification or the next query will tell.
    log.warn({ err, orderNo: order.orderNo }, 'status query failed');
    return order;
  }
}
