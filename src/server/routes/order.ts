/** /api/order/* (spec §7): what is bought at the server's price, placing, listing, reading and cancelling orders. */
import { Hono, type Context } from 'hono';
import { ORDER_MSG, PAY_MSG } from '#lib/commerce/messages.ts';
import type { OrderSubmitData, PayChannel, PlacedOrder } from '#lib/commerce/orders.ts';
import { offeredChannels } from '#server/providers/pay/config.ts';
import { ChannelError } from '#server/providers/pay/types.ts';
import { byIdSchema } from '#lib/shared/validators.ts';
import {
  planListSchema,
  createOrderForVipSchema,
  orderItemSchema,
  orderListSchema,
  orderSubmitSchema,
} from '#lib/commerce/validators.ts';
import { member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { planPrice, priceOf, type Priced } from '#server/services/order/catalog.ts';
import { endUnpaid } from '#server/services/order/end.ts';
import { orderOf, orderView, ordersOf, pendingOrder, placeOrder } from '#server/services/order/orders.ts';
import { plansOf } from '#server/services/order/plans.ts';

const getOrderSubmitData = async (c: Context<AppEnv>) => {
  const { id, type } = await validate(c, orderItemSchema);
  const { db, now } = c.get('deps');
  const me = member(c);
  const priced = await priceOf(db, me, type, id, now());
  const pending = await pendingOrder(db, me.uid, priced, now());
  const data: OrderSubmitData = {
    item_type: priced.itemType,
    item_id: priced.itemId,
    title: priced.title,
    summary: priced.summary,
    amount: priced.amountCents,
    list_price: priced.listPriceCents,
    days: priced.days,
    channels: offeredChannels(c.get('deps').env),
    pending_order_id: pending?.id ?? null,
  };
  return ok(c, data);
};

/** Place the order for a priced item and answer its id and number. */
async function place(c: Context<AppEnv>, priced: Priced, channel?: PayChannel) {
  const { db, now, env } = c.get('deps');
  if (channel && !offeredChannels(env).includes(channel)) return refuse(c, PAY_MSG.channelInvalid);
  const order = await placeOrder(db, member(c).uid, priced, now(), channel ?? null);
  const placed: PlacedOrder = { id: order.id, order_no: order.orderNo, amount: order.amountCents };
  return ok(c, placed, ORDER_MSG.submitted);
}

const orderSubmit = async (c: Context<AppEnv>) => {
  const { id, type, channel } = await validate(c, orderSubmitSchema);
  const { db, now } = c.get('deps');
  return place(c, await priceOf(db, member(c), type, id, now()), channel);
};

const createOrderForVip = async (c: Context<AppEnv>) => {
  const { id, channel } = await validate(c, createOrderForVipSchema);
  return place(c, await planPrice(c.get('deps').db, id), channel);
};

/** The plans on sale (the VIP pages); public, prices are the same for everyone. */
const getPlans = async (c: Context<AppEnv>) => {
  const { kind } = await validate(c, planListSchema);
  return ok(c, await plansOf(c.get('deps').db, kind));
};

const getList = async (c: Context<AppEnv>) => {
  const { page, pageSize, status } = await validate(c, orderListSchema);
  return ok(c, await ordersOf(c.get('deps').db, member(c).uid, status, page, pageSize));
};

const detail = async (c: Context<AppEnv>) => {
  const { id } = await validate(c, byIdSchema);
  const order = await orderOf(c.get('deps').db, member(c).uid, id);
  if (!order) return refuse(c, ORDER_MSG.orderGone);
  return ok(c, orderView(order));
};

const cancel = async (c: Context<AppEnv>) => {
  const { id } = await validate(c, byIdSchema);
  const order = await orderOf(c.get('deps').db, member(c).uid, id);
  if (!order) return refuse(c, ORDER_MSG.orderGone);
  const result = await endUnpaid(c.get('deps'), order, 'cancelled').catch((err: unknown) => {
    // The channel must confirm the trade is closed before the order may end: unreachable means try later.
    if (err instanceof ChannelError) return null;
    throw err;
  });
  if (!result) return refuse(c, PAY_MSG.channelDown);
  if ('ended' in result) return ok(c, orderView(result.ended), ORDER_MSG.cancelled);
  if ('paid' in result) return refuse(c, ORDER_MSG.alreadyPaid, orderView(result.paid));
  const current = result.notUnpaid;
  return refuse(
    c,
    current.status === 'paid' ? ORDER_MSG.alreadyPaid : ORDER_MSG.notUnpaid,
    orderView(current),
  );
};

export const order = new Hono<AppEnv>()
  .post('/getOrderSubmitData', requireUser, getOrderSubmitData)
  .post('/orderSubmit', requireUser, orderSubmit)
  .post('/createOrderForVip', requireUser, createOrderForVip)
  .post('/getPlans', getPlans)
  .post('/getList', requireUser, getList)
  .post('/detail', requireUser, detail)
  .post('/cancel', requireUser, cancel);
