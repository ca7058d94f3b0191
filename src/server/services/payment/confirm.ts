/** Asking a channel where an order's trade stands and applying a payment it reports (source 'query'). */
import type { Deps } from '#server/core/deps.ts';
import type { PayProvider } from '#server/providers/pay/types.ts';
import { applyPayment } from '#server/services/order/fulfil.ts';
import type { OrderRow } from '#server/services/order/stateMachine.ts';

/** The channel's answer; with 'paid', the order row as the payment left it. */
export type Confirmed = { state: 'paid'; order: OrderRow } | { state: 'unpaid' | 'closed' | 'absent' };

/**
 * Query the channel for `order`; a payment it took is applied (idempotently: a notification already applied
 * makes this a duplicate). 'paid' only when the payment is (now) on the order; a refused one (wrong amount)
 * is logged by applyPayment and answers 'closed'.
 */
export async function confirmAtChannel(
  deps: Deps,
  order: OrderRow,
  provider: PayProvider,
): Promise<Confirmed> {
  const trade = await provider.query(order.orderNo);
  if (trade.state !== 'paid') return { state: trade.state };
  const result = await applyPayment(
    deps.db,
    {
      channel: provider.channel,
      source: 'query',
      orderNo: order.orderNo,
      transactionId: trade.transactionId,
      amountCents: trade.amountCents,
      paidAt: trade.paidAt,
    },
    deps.now(),
  );
  return result.outcome === 'refused' ? { state: 'closed' } : { state: 'paid', order: result.order };
}
