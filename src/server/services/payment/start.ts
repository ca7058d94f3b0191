/** Starting a payment of an unpaid order: WeChat Pay Native (a code_url) or Alipay page pay (a cashier URL). */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '#server/core/deps.ts';
import { Refusal } from '#server/core/refusal.ts';
import { orders } from '#server/db/schema/index.ts';
import { ORDER_MSG, PAY_MSG } from '#lib/commerce/messages.ts';
import { ORDER_STATUS, type ItemType, type PayChannel, type QrCodeData } from '#lib/commerce/orders.ts';
import { owns } from '#server/services/order/owns.ts';
import { SIM_PAY_PATH } from '#server/providers/pay/config.ts';
import { alipayProvider, wechatProvider } from '#server/providers/pay/index.ts';
import { ChannelError, type TradeRequest } from '#server/providers/pay/types.ts';
import type { OrderRow } from '#server/services/order/stateMachine.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('pay');

export const notifyUrl = (origin: string, channel: PayChannel) => `${origin}/api/payment/notify/${channel}`;
export const alipayReturnUrl = (origin: string, orderId: number) =>
  `${origin}/user/order/payment?id=${orderId}&from=alipay`;

/** Why this order cannot be paid now, or null. */
export function payableProblem(order: OrderRow, now: Date): string | null {
  if (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.refunded)
    return PAY_MSG.alreadyPaid;
  if (order.status === ORDER_STATUS.closed) return ORDER_MSG.expired;
  if (order.status !== ORDER_STATUS.unpaid) return ORDER_MSG.notPayable;
  if (order.expiresAt.getTime() <= now.getTime()) return ORDER_MSG.expired;
  return null;
}

/**
 * payableProblem, and for a report or data product: not already bought by another paid order (a second unpaid
 * order can exist when the price changed or two submits raced; paying both would take the money twice).
 */
async function startProblem(deps: Deps, order: OrderRow): Promise<string | null> {
  const problem = payableProblem(order, deps.now());
  if (problem) return problem;
  const bought = order.itemType === 'report' || order.itemType === 'product';
  if (bought && (await owns(deps.db, order.uid, order.itemType as ItemType, order.itemId)))
    return ORDER_MSG.alreadyBought;
  return null;
}

/** Record which channel the payment was started with (not a state change: the order stays unpaid). */
async function recordChannel(deps: Deps, order: OrderRow, channel: PayChannel): Promise<void> {
  if (order.channel === channel) return;
  await deps.db
    .update(orders)
    .set({ channel, updatedAt: deps.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.unpaid)));
}

const trade = (order: OrderRow, origin: string, channel: PayChannel): TradeRequest => ({
  orderNo: order.orderNo,
  amountCents: order.amountCents,
  description: order.title,
  expiresAt: order.expiresAt,
  notifyUrl: notifyUrl(origin, channel),
});

/** code_urls handed out, per order: asking again while one is valid reuses it (WeChat keeps one per out_trade_no). */
const codeUrls = new Map<string, { codeUrl: string; until: number; merchant: string }>();
/** WeChat's code_url lives 2 hours; ours never outlives the order. */
const CODE_URL_TTL_MS = 2 * 3_600_000;

function cachedCodeUrl(orderNo: string, merchant: string, nowMs: number): string | null {
  for (const [key, entry] of codeUrls) if (entry.until <= nowMs) codeUrls.delete(key);
  const hit = codeUrls.get(orderNo);
  return hit && hit.merchant === merchant ? hit.codeUrl : null;
}

/** The simulator's payer page for a simulated code_url (weixin://wxpay/bizpayurl?pr=…). */
function simulatorUrl(origin: string, codeUrl: string): string | null {
  const pr = /[?&]pr=([A-Za-z0-9_-]+)/.exec(codeUrl)?.[1];
  return pr ? `${origin}${SIM_PAY_PATH}/wechat/scan?pr=${pr}` : null;
}

export async function startWechat(deps: Deps, order: OrderRow, origin: string): Promise<QrCodeData> {
  const now = deps.now();
  const problem = await startProblem(deps, order);
  if (problem) throw new Refusal(problem);
  const provider = wechatProvider(deps.env, origin);
  if (!provider) throw new Refusal(PAY_MSG.channelUnavailable);
  await recordChannel(deps, order, 'wechat');
  // A code_url belongs to one merchant: the simulator of one origin, or the real one.
  const merchant = provider.simulator ? origin : 'real';
  let codeUrl = cachedCodeUrl(order.orderNo, merchant, now.getTime());
  if (!codeUrl) {
    try {
      codeUrl = await provider.nativeOrder(trade(order, origin, 'wechat'));
    } catch (err) {
      if (!(err instanceof ChannelError)) throw err;
      log.warn({ err, orderNo: order.orderNo, channel: 'wechat' }, 'native order failed');
      throw new Refusal(PAY_MSG.channelDown);
    }
    const until = Math.min(order.expiresAt.getTime(), now.getTime() + CODE_URL_TTL_MS);
    codeUrls.set(order.orderNo, { codeUrl, until, merchant });
  }
  return {
    code_url: codeUrl,
    expires_at: order.expiresAt.toISOString(),
    simulator_url: provider.simulator ? simulatorUrl(origin, codeUrl) : null,
  };
}

export async function startAlipay(deps: Deps, order: OrderRow, origin: string): Promise<{ url: string }> {
  const problem = await startProblem(deps, order);
  if (problem) throw new Refusal(problem);
  const provider = alipayProvider(deps.env, origin);
  if (!provider) throw new Refusal(PAY_MSG.channelUnavailable);
  await recordChannel(deps, order, 'alipay');
  // Signed locally: Alipay opens the trade when the payer reaches its cashier.
  const url = provider.pagePayUrl({
    ...trade(order, origin, 'alipay'),
    returnUrl: alipayReturnUrl(origin, order.id),
  });
  return { url };
}
