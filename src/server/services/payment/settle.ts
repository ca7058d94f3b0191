/**
 * Before an unpaid order ends (member cancels, or it expires), the channel is asked where it stands: a payment
 * it already took is applied ('paid'); otherwise its order is closed there so it can no longer be paid ('closed').
 */
import type { Deps } from '../../http/context.ts';
import type { OrderRow } from '../orders/stateMachine.ts';

export async function settleAtChannel(_deps: Deps, order: OrderRow): Promise<'paid' | 'closed'> {
  // No payment was started: nothing to ask or close at any channel.
  if (!order.channel) return 'closed';
  throw new Error('settleAtChannel: channel query/close not wired yet');
}
