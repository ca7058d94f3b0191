/**
 * Before an unpaid order ends (member cancels, or it expires), the channel is asked where it stands: a payment
 * it already took is applied ('paid'); otherwise its trade is closed there so it can no longer be paid ('closed').
 */
import type { Deps } from '#server/core/deps.ts';
import { PAY_CHANNELS, type PayChannel } from '#lib/commerce/orders.ts';
import { simOrigin } from '#server/providers/pay/config.ts';
import { providerFor } from '#server/providers/pay/index.ts';
import { ChannelError, type PayProvider } from '#server/providers/pay/types.ts';
import type { OrderRow } from '#server/services/order/stateMachine.ts';
import { confirmAtChannel, type Confirmed } from './confirm.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('pay');

/** Paid: the order row the payment left. Closed: no trade can be paid any more. */
export type Settled = { paid: OrderRow } | 'closed';

const paidOrClosed = (c: Confirmed): Settled => (c.state === 'paid' ? { paid: c.order } : 'closed');

/** Settle one channel's trade: apply what it took, else close it. */
async function settleOne(deps: Deps, order: OrderRow, provider: PayProvider): Promise<Settled> {
  const confirmed = await confirmAtChannel(deps, order, provider);
  if (confirmed.state !== 'unpaid') return paidOrClosed(confirmed);
  try {
    await provider.close(order.orderNo);
  } catch (err) {
    // Paid between our query and the close: the payment wins.
    if (err instanceof ChannelError && err.code === 'PAID')
      return paidOrClosed(await confirmAtChannel(deps, order, provider));
    throw err;
  }
  return 'closed';
}

export async function settleAtChannel(deps: Deps, order: OrderRow): Promise<Settled> {
  // No payment was started: nothing to ask or close at any channel.
  if (!order.channel) return 'closed';
  const recorded = order.channel as PayChannel;
  const origin = simOrigin(deps.env);
  // The member may have switched channels: the recorded (last) one must answer; the other is asked as well.
  for (const channel of [recorded, ...PAY_CHANNELS.filter((ch) => ch !== recorded)]) {
    const provider = providerFor(deps.env, channel, origin);
    if (!provider) continue;
    try {
      const settled = await settleOne(deps, order, provider);
      if (settled !== 'closed') return settled;
    } catch (err) {
      if (channel === recorded) throw err;
      // A payment there would still arrive by notification (a closed order may yet become paid).
      log.warn({ err, orderNo: order.orderNo, channel }, 'could not settle at the channel');
    }
  }
  return 'closed';
}
