/** /api/order: server prices, placing, listing, cancelling, expiry, and applying a payment once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  articles,
  dataProducts,
  orders,
  paymentEvents,
  plans,
  scoreRecords,
  users,
} from '#server/db/schema/index.ts';
import { applyPayment } from '#server/services/order/fulfil.ts';
import { moveOrder } from '#server/services/order/stateMachine.ts';
import { closeExpired } from '#server/services/order/end.ts';
import { ORDER_MSG } from '#lib/commerce/messages.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

const DAY = 86_400_000;
let t: TestApp;
let reportId: number;
let productId: number;
let yearPlan: typeof plans.$inferSelect;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  const [report] = await t.db
    .insert(articles)
    .values({
      kind: 'report',
      title: '2026年玉米市场研究报告',
      status: 'published',
      priceCents: 9900,
      publishedAt: NOW,
    })
    .returning();
  reportId = report!.id;
  const [product] = await t.db
    .insert(dataProducts)
    .values({
      title: '全国小麦价格数据',
      docId: 'DP-T-1',
      status: 'published',
      priceCents: 50000,
      vipPriceCents: 40000,
      publishedAt: NOW,
    })
    .returning();
  productId = product!.id;
  yearPlan = (await t.db.select().from(plans).where(eq(plans.key, 'vip-year')))[0]!;
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('prices come from the server', () => {
  it('getOrderSubmitData answers the database price of a report', async () => {
    const { call } = await signedIn(t, 'buyer1');
    const res = await call('/api/order/getOrderSubmitData', { id: reportId, type: 'report' });
    expect(res.json.code).toBe(1);
    expect(res.json.data).toMatchObject({
      item_type: 'report',
      amount: 9900,
      title: '2026年玉米市场研究报告',
    });
    expect(res.json.data.channels).toEqual(['wechat', 'alipay']);
  });

  it('orderSubmit ignores any amount or price the client sends', async () => {
    const { call } = await signedIn(t, 'buyer2');
    const res = await call('/api/order/orderSubmit', {
      id: productId,
      type: 'product',
      amount: 1,
      price: 1,
      total_amount: '0.01',
    });
    expect(res.json.code).toBe(1);
    expect(res.json.data.amount).toBe(50000);
    expect((await rowOf(res.json.data.id)).amountCents).toBe(50000);
  });

  it('an active VIP pays the VIP price of a data product', async () => {
    const { call, uid } = await signedIn(t, 'buyer3');
    await t.db
      .update(users)
      .set({ vipExpire: new Date(NOW.getTime() + 30 * DAY) })
      .where(eq(users.uid, uid));
    const res = await call('/api/order/getOrderSubmitData', { id: productId, type: 'product' });
    expect(res.json.data).toMatchObject({ amount: 40000, list_price: 50000 });
  });

  it('refuses a VIP buying a report, a free report, a missing item and an inactive plan', async () => {
    const { call, uid } = await signedIn(t, 'buyer4');
    const [free] = await t.db
      .insert(articles)
      .values({ kind: 'report', title: '免费报告', status: 'published', priceCents: 0, publishedAt: NOW })
      .returning();
    expect((await call('/api/order/orderSubmit', { id: free!.id, type: 'report' })).json.msg).toBe(
      ORDER_MSG.notForSale,
    );
    expect((await call('/api/order/orderSubmit', { id: 999999, type: 'report' })).json.msg).toBe(
      ORDER_MSG.itemGone,
    );
    const [off] = await t.db
      .insert(plans)
      .values({ kind: 'vip', key: 'vip-off', name: '停售', days: 1, priceCents: 100, active: false })
      .returning();
    expect((await call('/api/order/createOrderForVip', { id: off!.id })).json.msg).toBe(ORDER_MSG.planGone);
    await t.db
      .update(users)
      .set({ vipExpire: new Date(NOW.getTime() + DAY) })
      .where(eq(users.uid, uid));
    const vip = await call('/api/order/orderSubmit', { id: reportId, type: 'report' });
    expect(vip.json).toMatchObject({ code: 0, msg: ORDER_MSG.vipReadsFree });
    expect(await t.db.select().from(orders).where(eq(orders.uid, uid))).toHaveLength(0);
  });

  it('refuses an unknown item type and needs a signed-in member', async () => {
    const { call } = await signedIn(t, 'buyer5');
    expect((await call('/api/order/orderSubmit', { id: 1, type: 'coupon' })).json.code).toBe(0);
    expect((await t.call('/api/order/orderSubmit', { id: reportId, type: 'report' })).status).toBe(401);
  });
});

describe('orders', () => {
  it('a second submit for the same item hands back the pending order', async () => {
    const { call } = await signedIn(t, 'buyer6');
    const first = await call('/api/order/orderSubmit', { id: reportId, type: 'report' });
    const again = await call('/api/order/orderSubmit', { id: reportId, type: 'report' });
    expect(again.json.data.id).toBe(first.json.data.id);
    const data = await call('/api/order/getOrderSubmitData', { id: reportId, type: 'report' });
    expect(data.json.data.pending_order_id).toBe(first.json.data.id);
  });

  it('lists, filters by state and reads only the member’s own orders', async () => {
    const a = await signedIn(t, 'buyer7');
    const b = await signedIn(t, 'buyer8');
    const placed = await a.call('/api/order/createOrderForVip', { id: yearPlan.id });
    expect(placed.json.data.amount).toBe(yearPlan.priceCents);
    const list = await a.call('/api/order/getList', { page: 1, pageSize: 10 });
    expect(list.json.data.total).toBe(1);
    expect(list.json.data.list[0]).toMatchObject({
      item_type: 'vip',
      status: 'unpaid',
      status_label: '待支付',
    });
    expect((await a.call('/api/order/getList', { status: 'paid' })).json.data.total).toBe(0);
    expect((await a.call('/api/order/detail', { id: placed.json.data.id })).json.data.days).toBe(
      yearPlan.days,
    );
    expect((await b.call('/api/order/detail', { id: placed.json.data.id })).json.msg).toBe(
      ORDER_MSG.orderGone,
    );
    expect((await b.call('/api/order/cancel', { id: placed.json.data.id })).json.msg).toBe(
      ORDER_MSG.orderGone,
    );
  });

  it('cancels an unpaid order once; a paid order cannot be cancelled', async () => {
    const { call } = await signedIn(t, 'buyer9');
    const placed = await call('/api/order/orderSubmit', { id: reportId, type: 'report' });
    const id = placed.json.data.id as number;
    const cancelled = await call('/api/order/cancel', { id });
    expect(cancelled.json).toMatchObject({
      code: 1,
      msg: ORDER_MSG.cancelled,
      data: { status: 'cancelled' },
    });
    expect((await call('/api/order/cancel', { id })).json.msg).toBe(ORDER_MSG.notUnpaid);
    const second = await call('/api/order/orderSubmit', { id: reportId, type: 'report' });
    expect(second.json.data.id).not.toBe(id);
    const row = await rowOf(second.json.data.id);
    await applyPayment(
      t.db,
      {
        channel: 'alipay',
        source: 'query',
        orderNo: row.orderNo,
        transactionId: 'T1',
        amountCents: 9900,
        paidAt: NOW,
      },
      NOW,
    );
    expect((await call('/api/order/cancel', { id: row.id })).json.msg).toBe(ORDER_MSG.alreadyPaid);
    expect((await call('/api/order/orderSubmit', { id: reportId, type: 'report' })).json.msg).toBe(
      ORDER_MSG.alreadyBought,
    );
  });

  it('closes unpaid orders past their time and leaves the rest', async () => {
    const { call } = await signedIn(t, 'buyer10');
    const placed = await call('/api/order/orderSubmit', { id: productId, type: 'product' });
    const id = placed.json.data.id as number;
    expect(await closeExpired(t.deps(() => new Date(NOW.getTime() + 31 * 60_000)))).toBeGreaterThanOrEqual(1);
    expect((await rowOf(id)).status).toBe('closed');
    expect((await call('/api/order/cancel', { id })).json.msg).toBe(ORDER_MSG.notUnpaid);
  });
});

describe('a bought item is not paid for twice', () => {
  it('refuses to start paying a second order for a report a paid order already bought', async () => {
    const { call } = await signedIn(t, 'buyer16');
    const [report] = await t.db
      .insert(articles)
      .values({ kind: 'report', title: '改价报告', status: 'published', priceCents: 9900, publishedAt: NOW })
      .returning();
    const first = await call('/api/order/orderSubmit', { id: report!.id, type: 'report' });
    // The price changes: the next submit is a new order, not the pending one.
    await t.db.update(articles).set({ priceCents: 8800 }).where(eq(articles.id, report!.id));
    const second = await call('/api/order/orderSubmit', { id: report!.id, type: 'report' });
    expect(second.json.data.id).not.toBe(first.json.data.id);
    const row = await rowOf(first.json.data.id);
    await applyPayment(
      t.db,
      {
        channel: 'wechat',
        source: 'query',
        orderNo: row.orderNo,
        transactionId: 'W2',
        amountCents: 9900,
        paidAt: NOW,
      },
      NOW,
    );
    for (const path of ['/api/payment/getQrCode', '/api/payment/aliPay'])
      expect((await call(path, { id: second.json.data.id })).json).toMatchObject({
        code: 0,
        msg: ORDER_MSG.alreadyBought,
      });
    expect((await rowOf(second.json.data.id)).channel).toBeNull();
  });
});

describe('every allowed and refused transition in the database', () => {
  it('moves only along the state machine', async () => {
    const { call } = await signedIn(t, 'buyer11');
    const place = async () => {
      await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'unpaid'));
      return (await call('/api/order/createOrderForVip', { id: yearPlan.id })).json.data.id as number;
    };
    const id = await place();
    expect(await moveOrder(t.db, id, 'refunded', NOW)).toBeNull(); // unpaid → refunded refused
    expect(await moveOrder(t.db, id, 'unpaid', NOW)).toBeNull();
    expect((await moveOrder(t.db, id, 'closed', NOW))?.status).toBe('closed');
    expect(await moveOrder(t.db, id, 'cancelled', NOW)).toBeNull(); // closed → cancelled refused
    expect((await moveOrder(t.db, id, 'paid', NOW))?.status).toBe('paid'); // late payment honoured
    expect(await moveOrder(t.db, id, 'cancelled', NOW)).toBeNull();
    expect(await moveOrder(t.db, id, 'paid', NOW)).toBeNull(); // paid twice refused
    expect((await moveOrder(t.db, id, 'refunded', NOW))?.status).toBe('refunded');
    expect(await moveOrder(t.db, id, 'paid', NOW)).toBeNull(); // refunded is final
    const other = await place();
    expect((await moveOrder(t.db, other, 'cancelled', NOW))?.status).toBe('cancelled');
    expect(await moveOrder(t.db, other, 'closed', NOW)).toBeNull();
  });
});

describe('applying a payment', () => {
  it('extends the VIP from the later of now and the current expiry, once', async () => {
    const { call, uid } = await signedIn(t, 'buyer12');
    const current = new Date(NOW.getTime() + 10 * DAY);
    await t.db.update(users).set({ vipExpire: current }).where(eq(users.uid, uid));
    const placed = await call('/api/order/createOrderForVip', { id: yearPlan.id });
    const row = await rowOf(placed.json.data.id);
    const payment = {
      channel: 'wechat' as const,
      source: 'notify',
      orderNo: row.orderNo,
      transactionId: '4200001',
      amountCents: yearPlan.priceCents,
      paidAt: NOW,
    };
    const first = await applyPayment(t.db, payment, NOW);
    expect(first.outcome).toBe('applied');
    const expected = current.getTime() + yearPlan.days * DAY;
    const [user] = await t.db.select().from(users).where(eq(users.uid, uid));
    expect(user!.vipExpire!.getTime()).toBe(expected);
    expect((await rowOf(row.id)).grantedUntil!.getTime()).toBe(expected);
    const replay = await applyPayment(t.db, payment, NOW);
    expect(replay.outcome).toBe('duplicate');
    const [again] = await t.db.select().from(users).where(eq(users.uid, uid));
    expect(again!.vipExpire!.getTime()).toBe(expected);
    const grants = await t.db.select().from(scoreRecords).where(eq(scoreRecords.uid, uid));
    expect(grants.filter((r) => r.rule === 'purchase')).toHaveLength(1);
    expect(grants.find((r) => r.rule === 'purchase')!.delta).toBe(Math.floor(yearPlan.priceCents / 100));
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, row.orderNo));
    expect(events.map((e) => e.outcome).sort()).toEqual(['applied', 'duplicate']);
  });

  it('refuses a wrong amount and an unknown order, changing nothing', async () => {
    const { call, uid } = await signedIn(t, 'buyer13');
    const placed = await call('/api/order/createOrderForVip', { id: yearPlan.id });
    const row = await rowOf(placed.json.data.id);
    const wrong = await applyPayment(
      t.db,
      {
        channel: 'alipay',
        source: 'notify',
        orderNo: row.orderNo,
        transactionId: 'X',
        amountCents: 1,
        paidAt: NOW,
      },
      NOW,
    );
    expect(wrong.outcome).toBe('refused');
    const unknown = await applyPayment(
      t.db,
      {
        channel: 'alipay',
        source: 'notify',
        orderNo: 'NOPE',
        transactionId: 'Y',
        amountCents: 1,
        paidAt: NOW,
      },
      NOW,
    );
    expect(unknown.outcome).toBe('refused');
    expect((await rowOf(row.id)).status).toBe('unpaid');
    const [user] = await t.db.select().from(users).where(eq(users.uid, uid));
    expect(user!.vipExpire).toBeNull();
  });

  it('a vegetable plan moves the vegetable expiry, not the VIP one', async () => {
    const { call, uid } = await signedIn(t, 'buyer14');
    const [veg] = await t.db.select().from(plans).where(eq(plans.key, 'veg-month'));
    const placed = await call('/api/order/createOrderForVip', { id: veg!.id });
    expect(placed.json.data.amount).toBe(veg!.priceCents);
    const row = await rowOf(placed.json.data.id);
    await applyPayment(
      t.db,
      {
        channel: 'wechat',
        source: 'query',
        orderNo: row.orderNo,
        transactionId: 'V1',
        amountCents: veg!.priceCents,
        paidAt: NOW,
      },
      NOW,
    );
    const [user] = await t.db.select().from(users).where(eq(users.uid, uid));
    expect(user!.vegetableExpire!.getTime()).toBe(NOW.getTime() + veg!.days * DAY);
    expect(user!.vipExpire).toBeNull();
  });

  it('two concurrent confirmations of one order apply it exactly once', async () => {
    const { call, uid } = await signedIn(t, 'buyer15');
    const placed = await call('/api/order/createOrderForVip', { id: yearPlan.id });
    const row = await rowOf(placed.json.data.id);
    const p = {
      channel: 'wechat' as const,
      orderNo: row.orderNo,
      transactionId: 'C1',
      amountCents: yearPlan.priceCents,
      paidAt: NOW,
    };
    const results = await Promise.all([
      applyPayment(t.db, { ...p, source: 'notify' }, NOW),
      applyPayment(t.db, { ...p, source: 'query' }, NOW),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['applied', 'duplicate']);
    const [user] = await t.db.select().from(users).where(eq(users.uid, uid));
    expect(user!.vipExpire!.getTime()).toBe(NOW.getTime() + yearPlan.days * DAY);
  });
});
