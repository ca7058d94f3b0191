/**
 * WeChat Pay v3 Native end to end against the local simulator: the plugin signs our requests and verifies the
 * answers, the simulator's notifications go through our real verification, and every payment applies once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { paymentEvents } from '#server/db/schema/index.ts';
import { ORDER_MSG, PAY_MSG } from '#lib/commerce/messages.ts';
import { simWechat } from '#server/providers/pay/simKeys.ts';
import { closeExpired } from '#server/services/order/end.ts';
import { wechatNotification } from '#server/routes/sim/payNotify.ts';
import { simTrade } from '#server/routes/sim/payStore.ts';
import {
  eventsOf,
  memberWithOrder,
  NOTIFY_IP,
  orderRow,
  payApp,
  purchaseGrants,
  submit,
  userRow,
  wechatTransaction,
  type PayApp,
} from './pay-fixtures.ts';
import { MSG } from '#lib/shared/messages.ts';

const DAY = 86_400_000;
let t: PayApp;

beforeAll(async () => {
  t = await payApp();
});
afterAll(() => t.stop());

/** getQrCode for the order; the answer's data. */
async function qrCode(call: Awaited<ReturnType<typeof memberWithOrder>>['call'], orderId: number) {
  const res = await call('/api/payment/getQrCode', { id: orderId });
  expect(res.json.msg).toBe(MSG.done);
  expect(res.json.code).toBe(1);
  return res.json.data as { code_url: string; expires_at: string; simulator_url: string };
}

const notifyUrl = () => `${t.origin}/api/payment/notify/wechat`;

describe('paying with WeChat Pay through the simulator', () => {
  it('paymentWeb answers the order, both channels and that the simulator plays them', async () => {
    const m = await memberWithOrder(t, 'wxweb');
    const res = await m.call('/api/payment/paymentWeb', { id: m.orderId });
    expect(res.json.code).toBe(1);
    expect(res.json.data.order).toMatchObject({ id: m.orderId, status: 'unpaid', amount: 26800 });
    expect(res.json.data.channels).toEqual(['wechat', 'alipay']);
    expect(res.json.data.simulator).toBe(true);
  });

  it('a valid notification applies once: order paid, VIP extended, one purchase grant', async () => {
    const m = await memberWithOrder(t, 'wxpay1');
    const before = Date.now();
    const qr = await qrCode(m.call, m.orderId);
    expect(qr.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=[\w-]+$/);
    expect(qr.simulator_url).toMatch(new RegExp(`^${t.origin}/api/sim/pay/wechat/scan\\?pr=`));
    expect((await orderRow(t, m.orderId)).channel).toBe('wechat');

    const page = await fetch(qr.simulator_url);
    const html = await page.text();
    expect(html).toContain('本地支付模拟器 — 不会产生真实扣款');
    expect(html).toContain('268.00');
    expect(html).toContain('年度VIP');
    expect(html).toContain('确认支付');

    const paid = await submit(qr.simulator_url, 'pay');
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('支付成功');
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]!.status).toBe(204);

    const order = await orderRow(t, m.orderId);
    expect(order.status).toBe('paid');
    expect(order.transactionId).toMatch(/^4200\d{24}$/);
    const user = await userRow(t, m.uid);
    expect(user.vipExpire!.getTime()).toBeGreaterThanOrEqual(before + 366 * DAY);
    expect(user.vipExpire!.getTime()).toBeLessThan(Date.now() + 366 * DAY + 1000);
    expect(order.grantedUntil!.getTime()).toBe(user.vipExpire!.getTime());
    expect(await purchaseGrants(t, m.uid)).toHaveLength(1);
    const events = await eventsOf(t, m.orderNo);
    expect(events.map((e) => [e.source, e.outcome])).toEqual([['notify', 'applied']]);

    const status = await m.call('/api/payment/getOrderStatus', { id: m.orderId });
    expect(status.json.data).toEqual({
      status: 'paid',
      status_label: '已支付',
      paid: true,
      target: '/user/vip',
      granted_until: order.grantedUntil!.toISOString(),
    });

    // Replayed: the same bytes again change nothing.
    const replay = await t.deliver(t.sent[0]!);
    expect(replay.status).toBe(204);
    expect((await userRow(t, m.uid)).vipExpire!.getTime()).toBe(user.vipExpire!.getTime());
    expect(await purchaseGrants(t, m.uid)).toHaveLength(1);
    expect((await eventsOf(t, m.orderNo)).map((e) => e.outcome)).toEqual(['applied', 'duplicate']);

    // The payer cannot pay the same code twice, and the member cannot start another payment.
    expect(await (await submit(qr.simulator_url, 'pay')).text()).toContain('该订单已支付');
    const again = await m.call('/api/payment/getQrCode', { id: m.orderId });
    expect(again.json).toMatchObject({ code: 0, msg: PAY_MSG.alreadyPaid });
  });

  it('asking again for the QR code reuses the same code_url', async () => {
    const m = await memberWithOrder(t, 'wxreuse');
    const a = await qrCode(m.call, m.orderId);
    const b = await qrCode(m.call, m.orderId);
    expect(b.code_url).toBe(a.code_url);
  });

  it('the payer page’s 取消 leaves the order unpaid', async () => {
    const m = await memberWithOrder(t, 'wxcancelpage');
    const qr = await qrCode(m.call, m.orderId);
    const res = await submit(qr.simulator_url, 'cancel');
    expect(await res.text()).toContain('已取消支付');
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
  });
});

describe('notifications that must not apply', () => {
  it('a forged signature is refused with 401 FAIL and logged', async () => {
    const m = await memberWithOrder(t, 'wxforged');
    await qrCode(m.call, m.orderId);
    const attacker = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const forged = wechatNotification(wechatTransaction(m.orderNo, m.amount), new Date(), {
      privateKey: attacker.privateKey,
    });
    const res = await t.deliver({ url: notifyUrl(), ...forged });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'FAIL' });
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
    // Nothing in an unverified body is trusted: the refusal is logged without an order number.
    const [event] = await t.db.select().from(paymentEvents).orderBy(desc(paymentEvents.id)).limit(1);
    expect(event).toMatchObject({
      channel: 'wechat',
      source: 'notify',
      outcome: 'refused',
      reason: 'signature does not verify',
      ip: NOTIFY_IP,
    });
  });

  it('a genuine notification with its body altered is refused', async () => {
    const m = await memberWithOrder(t, 'wxtamper');
    await qrCode(m.call, m.orderId);
    const genuine = wechatNotification(wechatTransaction(m.orderNo, m.amount), new Date());
    const body = genuine.body.replace('"summary":"支付成功"', '"summary":"支付成功 "');
    expect(body).not.toBe(genuine.body);
    const res = await t.deliver({ url: notifyUrl(), headers: genuine.headers, body });
    expect(res.status).toBe(401);
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
  });

  it('a notification signed more than 5 minutes ago is refused', async () => {
    const m = await memberWithOrder(t, 'wxstale');
    await qrCode(m.call, m.orderId);
    const stale = wechatNotification(
      wechatTransaction(m.orderNo, m.amount),
      new Date(Date.now() - 6 * 60_000),
    );
    const res = await t.deliver({ url: notifyUrl(), ...stale });
    expect(res.status).toBe(401);
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
  });

  it('a validly signed notification with the wrong amount is refused and logged', async () => {
    const m = await memberWithOrder(t, 'wxamount');
    await qrCode(m.call, m.orderId);
    const cheap = wechatNotification(wechatTransaction(m.orderNo, 1), new Date());
    const res = await t.deliver({ url: notifyUrl(), ...cheap });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'FAIL' });
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
    expect((await userRow(t, m.uid)).vipExpire).toBeNull();
    const events = await eventsOf(t, m.orderNo);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: 'refused', source: 'notify' });
    expect(events[0]!.reason).toContain('amount 1 != order 26800');
  });

  it('a notification for another merchant or app is refused', async () => {
    const m = await memberWithOrder(t, 'wxmerchant');
    await qrCode(m.call, m.orderId);
    for (const over of [{ mchid: '1900000001' }, { appid: 'wx0000000000000000' }]) {
      const foreign = wechatNotification(wechatTransaction(m.orderNo, m.amount, over), new Date());
      const res = await t.deliver({ url: notifyUrl(), ...foreign });
      expect(res.status).toBe(401);
    }
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
    const reasons = (await eventsOf(t, m.orderNo)).map((e) => e.reason);
    expect(reasons).toEqual(['mchid 1900000001 is not ours', 'appid wx0000000000000000 is not ours']);
  });

  it('a notification for an unknown order is refused', async () => {
    const res = await t.deliver({
      url: notifyUrl(),
      ...wechatNotification(wechatTransaction('20990101000000123456', 100), new Date()),
    });
    expect(res.status).toBe(400);
  });
});

describe('the poll, cancel and expiry ask the channel', () => {
  it('out of order with the poll: the query sees paid first, the later notification is a duplicate', async () => {
    const m = await memberWithOrder(t, 'wxpoll');
    const qr = await qrCode(m.call, m.orderId);
    const first = await m.call('/api/payment/getOrderStatus', { id: m.orderId });
    expect(first.json.data.paid).toBe(false);

    t.hold.on = true;
    try {
      expect(await (await submit(qr.simulator_url, 'pay')).text()).toContain('商户未确认通知');
    } finally {
      t.hold.on = false;
    }
    const held = t.sent.at(-1)!;
    expect(held.status).toBe(0);

    // Within 3 s of the last query the channel is not asked again.
    const soon = await m.call('/api/payment/getOrderStatus', { id: m.orderId });
    expect(soon.json.data.paid).toBe(false);
    const real = t.clock.now;
    t.clock.now = () => new Date(Date.now() + 3_500);
    try {
      const later = await m.call('/api/payment/getOrderStatus', { id: m.orderId });
      expect(later.json.data).toMatchObject({ status: 'paid', paid: true });
    } finally {
      t.clock.now = real;
    }
    const vip = (await userRow(t, m.uid)).vipExpire!.getTime();
    expect((await eventsOf(t, m.orderNo)).map((e) => [e.source, e.outcome])).toEqual([['query', 'applied']]);

    const late = await t.deliver(held);
    expect(late.status).toBe(204);
    expect((await userRow(t, m.uid)).vipExpire!.getTime()).toBe(vip);
    expect(await purchaseGrants(t, m.uid)).toHaveLength(1);
    expect((await eventsOf(t, m.orderNo)).map((e) => [e.source, e.outcome])).toEqual([
      ['query', 'applied'],
      ['notify', 'duplicate'],
    ]);
    expect((await orderRow(t, m.orderId)).transactionId).toBe(simTrade('wechat', m.orderNo)!.transactionId);
  });

  it('cancelling an order whose payment was started closes it at the channel', async () => {
    const m = await memberWithOrder(t, 'wxcancel');
    const qr = await qrCode(m.call, m.orderId);
    const res = await m.call('/api/order/cancel', { id: m.orderId });
    expect(res.json).toMatchObject({ code: 1, msg: ORDER_MSG.cancelled });
    expect(simTrade('wechat', m.orderNo)!.state).toBe('CLOSED');
    const attempt = await submit(qr.simulator_url, 'pay');
    expect(attempt.status).toBe(409);
    expect(await attempt.text()).toContain('订单已关闭');
    expect((await orderRow(t, m.orderId)).status).toBe('cancelled');
    const again = await m.call('/api/payment/getQrCode', { id: m.orderId });
    expect(again.json).toMatchObject({ code: 0, msg: ORDER_MSG.notPayable });
  });

  it('cancelling after the payer paid (notification lost) applies the payment instead', async () => {
    const m = await memberWithOrder(t, 'wxcancelpaid');
    const qr = await qrCode(m.call, m.orderId);
    t.hold.on = true;
    try {
      await submit(qr.simulator_url, 'pay');
    } finally {
      t.hold.on = false;
    }
    const res = await m.call('/api/order/cancel', { id: m.orderId });
    expect(res.json).toMatchObject({ code: 0, msg: ORDER_MSG.alreadyPaid });
    expect((await orderRow(t, m.orderId)).status).toBe('paid');
  });

  it('settleAtChannel at expiry applies a payment the channel took before expiry', async () => {
    const m = await memberWithOrder(t, 'wxexpire');
    const qr = await qrCode(m.call, m.orderId);
    t.hold.on = true;
    try {
      await submit(qr.simulator_url, 'pay');
    } finally {
      t.hold.on = false;
    }
    const afterExpiry = () => new Date(Date.now() + 31 * 60_000);
    await closeExpired(t.deps(afterExpiry));
    const order = await orderRow(t, m.orderId);
    expect(order.status).toBe('paid');
    expect(order.transactionId).toBe(simTrade('wechat', m.orderNo)!.transactionId);
    expect((await eventsOf(t, m.orderNo)).map((e) => [e.source, e.outcome])).toEqual([['query', 'applied']]);
    expect((await userRow(t, m.uid)).vipExpire).not.toBeNull();
  });

  it('an unpaid started order closes at expiry, at the channel too', async () => {
    const m = await memberWithOrder(t, 'wxexpire2');
    const qr = await qrCode(m.call, m.orderId);
    await closeExpired(t.deps(() => new Date(Date.now() + 31 * 60_000)));
    expect((await orderRow(t, m.orderId)).status).toBe('closed');
    expect(simTrade('wechat', m.orderNo)!.state).toBe('CLOSED');
    expect(await (await submit(qr.simulator_url, 'pay')).text()).toContain('订单已关闭');
  });
});

describe('who may start a payment', () => {
  it('members only, own orders only, unpaid and unexpired only', async () => {
    const m = await memberWithOrder(t, 'wxowner');
    const visitor = await t.browser()('/api/payment/getQrCode', { id: m.orderId });
    expect(visitor.status).toBe(401);
    const other = await memberWithOrder(t, 'wxother');
    const foreign = await other.call('/api/payment/getQrCode', { id: m.orderId });
    expect(foreign.json).toMatchObject({ code: 0, msg: ORDER_MSG.orderGone });
    expect((await orderRow(t, m.orderId)).channel).toBeNull();
    const status = await other.call('/api/payment/getOrderStatus', { id: m.orderId });
    expect(status.json).toMatchObject({ code: 0, msg: ORDER_MSG.orderGone });

    const real = t.clock.now;
    t.clock.now = () => new Date(Date.now() + 31 * 60_000);
    try {
      const late = await m.call('/api/payment/getQrCode', { id: m.orderId });
      expect(late.json).toMatchObject({ code: 0, msg: ORDER_MSG.expired });
      const lateAli = await m.call('/api/payment/aliPay', { id: m.orderId });
      expect(lateAli.json).toMatchObject({ code: 0, msg: ORDER_MSG.expired });
    } finally {
      t.clock.now = real;
    }
  });

  it('the simulated API refuses a request without the merchant’s signature', async () => {
    const res = await fetch(`${t.origin}/api/sim/pay/wechat/v3/pay/transactions/native`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mchid: simWechat().mchid }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'SIGN_ERROR' });
  });
});
