/** /api/payment/* (spec §7): paymentWeb, getQrCode, aliPay, getOrderStatus, and the channels' notifications. */
import { Hono, type Context } from 'hono';
import { ORDER_MSG } from '#lib/commerce/messages.ts';
import {
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  orderTarget,
  type ItemType,
  type OrderStatus,
} from '#lib/commerce/orders.ts';
import type { OrderStatusData, PaymentWebData } from '#lib/commerce/orders.ts';
import { byIdSchema } from '#lib/shared/validators.ts';
import { member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { clientIp, validate } from '#server/http/input.ts';
import { Limited } from '#server/http/limit.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { publicOrigin } from '#server/providers/oauth.ts';
import { isSimulated, offeredChannels } from '#server/providers/pay/config.ts';
import { orderOf, orderView } from '#server/services/order/orders.ts';
import type { OrderRow } from '#server/services/order/stateMachine.ts';
import { onAlipayNotify, onWechatNotify, type NotifyAnswer } from '#server/services/payment/notify.ts';
import { startAlipay, startWechat } from '#server/services/payment/start.ts';
import { currentStatus } from '#server/services/payment/status.ts';
import { LIMITS } from '#server/services/security/rateLimit.ts';

const origin = (c: Context<AppEnv>) => publicOrigin(c.get('deps').env);

/** The member's own order named by {id}; another member's order is "not found". */
async function ownOrder(c: Context<AppEnv>): Promise<OrderRow | null> {
  const { id } = await validate(c, byIdSchema);
  return orderOf(c.get('deps').db, member(c).uid, id);
}

const paymentWeb = async (c: Context<AppEnv>) => {
  const order = await ownOrder(c);
  if (!order) return refuse(c, ORDER_MSG.orderGone);
  const { env } = c.get('deps');
  const channels = offeredChannels(env);
  const data: PaymentWebData = {
    order: orderView(order),
    channels,
    simulator: channels.some((ch) => isSimulated(env, ch)),
  };
  return ok(c, data);
};

const getQrCode = async (c: Context<AppEnv>) => {
  const order = await ownOrder(c);
  if (!order) return refuse(c, ORDER_MSG.orderGone);
  return ok(c, await startWechat(c.get('deps'), order, origin(c)));
};

const aliPay = async (c: Context<AppEnv>) => {
  const order = await ownOrder(c);
  if (!order) return refuse(c, ORDER_MSG.orderGone);
  return ok(c, await startAlipay(c.get('deps'), order, origin(c)));
};

const getOrderStatus = async (c: Context<AppEnv>) => {
  const found = await ownOrder(c);
  if (!found) return refuse(c, ORDER_MSG.orderGone);
  const order = await currentStatus(c.get('deps'), found, origin(c));
  const status = order.status as OrderStatus;
  const data: OrderStatusData = {
    status,
    status_label: ORDER_STATUS_LABEL[status],
    paid: status === ORDER_STATUS.paid,
    target: orderTarget(order.itemType as ItemType, order.itemId),
    granted_until: order.grantedUntil?.toISOString() ?? null,
  };
  return ok(c, data);
};

/** An address past its limit of unverifiable notifications: 429 (its genuine ones were verified and applied). */
function throttled(answer: NotifyAnswer): asserts answer is Exclude<NotifyAnswer, { limited: true }> {
  if ('limited' in answer) throw new Limited(LIMITS.forgedNotify.windowS);
}

/** WeChat Pay notification: verified on the raw body; 204 when applied or already applied, else 4xx FAIL. */
const notifyWechat = async (c: Context<AppEnv>) => {
  const raw = await c.req.text();
  const answer = await onWechatNotify(
    c.get('deps'),
    (name) => c.req.header(name),
    raw,
    origin(c),
    clientIp(c),
  );
  throttled(answer);
  if (answer.ok) return c.body(null, 204);
  return c.json({ code: 'FAIL', message: answer.message }, answer.status);
};

/** Alipay notification (form-urlencoded): plain "success" when applied or already applied, else "fail". */
const notifyAlipay = async (c: Context<AppEnv>) => {
  const form: Record<string, string> = {};
  try {
    for (const [k, v] of Object.entries(await c.req.parseBody())) if (typeof v === 'string') form[k] = v;
  } catch {
    // An unreadable body fails verification below.
  }
  const answer = await onAlipayNotify(c.get('deps'), form, origin(c), clientIp(c));
  throttled(answer);
  return c.text(answer.ok ? 'success' : 'fail');
};

export const payment = new Hono<AppEnv>()
  .post('/paymentWeb', requireUser, paymentWeb)
  .post('/getQrCode', requireUser, getQrCode)
  .post('/aliPay', requireUser, aliPay)
  .post('/getOrderStatus', requireUser, getOrderStatus)
  .post('/notify/wechat', notifyWechat)
  .post('/notify/alipay', notifyAlipay);
