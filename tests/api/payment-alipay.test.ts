/**
 * Alipay PC page pay end to end against the local gateway simulator: the SDK signs the cashier URL and the
 * query/close calls (RSA2, PKCS8), notifications are verified with checkNotifySignV2, every payment applies once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { ORDER_MSG } from '#lib/commerce/messages.ts';
import { closeExpired } from '#server/services/order/end.ts';
import { alipayNotification } from '#server/routes/sim/payNotify.ts';
import { simTrade, type SimTrade } from '#server/routes/sim/payStore.ts';
import {
  eventsOf,
  formAction,
  memberWithOrder,
  NOTIFY_IP,
  orderRow,
  payApp,
  purchaseGrants,
  submit,
  userRow,
  type PayApp,
} from './pay-fixtures.ts';

const DAY = 86_400_000;
let t: PayApp;

beforeAll(async () => {
  t = await payApp();
});
afterAll(() => t.stop());

type Member = Awaited<ReturnType<typeof memberWithOrder>>;

/** aliPay for the order, then open the cashier as the browser would: answers the cashier's pay/cancel URL. */
async function openCashier(m: Member): Promise<{ url: string; action: string; html: string }> {
  const res = await m.call('/api/payment/aliPay', { id: m.orderId });
  expect(res.json.code).toBe(1);
  const url = res.json.data.url as string;
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  return { url, action: formAction(html, url), html };
}

/** A trade as the simulator would hold it, for building notifications of orders it never saw paid. */
function tradeFor(m: Member, amountCents: number): SimTrade {
  const now = new Date();
  return {
    channel: 'alipay',
    token: 'test',
    outTradeNo: m.orderNo,
    description: '年度VIP',
    amountCents,
    notifyUrl: '',
    returnUrl: null,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
    fingerprint: '',
    state: 'SUCCESS',
    transactionId: `20261121220014${String(Date.now()).slice(-14)}`,
    paidAt: now,
    createdAt: now,
    lastNotify: null,
  };
}

const notifyUrl = () => `${t.origin}/api/payment/notify/alipay`;
const post = (form: Record<string, string>) =>
  t.deliver({
    url: notifyUrl(),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams(form).toString(),
  });

describe('paying with Alipay through the simulator', () => {
  it('a valid notification applies once: order paid, VIP extended, back to the payment page', async () => {
    const m = await memberWithOrder(t, 'alipay1');
    const before = Date.now();
    const { url, html, action } = await openCashier(m);
    const signed = new URL(url);
    expect(signed.origin + signed.pathname).toBe(`${t.origin}/api/sim/pay/alipay/gateway.do`);
    expect(signed.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(signed.searchParams.get('sign_type')).toBe('RSA2');
    expect(signed.searchParams.get('notify_url')).toBe(notifyUrl());
    expect(signed.searchParams.get('return_url')).toBe(
      `${t.origin}/user/order/payment?id=${m.orderId}&from=alipay`,
    );
    expect(JSON.parse(signed.searchParams.get('biz_content')!)).toMatchObject({
      out_trade_no: m.orderNo,
      total_amount: '268.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(html).toContain('本地支付模拟器 — 不会产生真实扣款');
    expect(html).toContain('确认付款');
    expect((await orderRow(t, m.orderId)).channel).toBe('alipay');

    const paid = await submit(action, 'pay');
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toBe('/user/order/payment');
    expect(back.searchParams.get('id')).toBe(String(m.orderId));
    expect(back.searchParams.get('from')).toBe('alipay');
    expect(back.searchParams.get('out_trade_no')).toBe(m.orderNo);

    const sent = t.sent.at(-1)!;
    expect(sent.answer).toBe('success');
    const order = await orderRow(t, m.orderId);
    expect(order).toMatchObject({ status: 'paid', channel: 'alipay' });
    expect(order.transactionId).toBe(simTrade('alipay', m.orderNo)!.transactionId);
    const vip = (await userRow(t, m.uid)).vipExpire!.getTime();
    expect(vip).toBeGreaterThanOrEqual(before + 366 * DAY);
    expect(await purchaseGrants(t, m.uid)).toHaveLength(1);

    // Replayed: acknowledged, nothing changes.
    const replay = await t.deliver(sent);
    expect(await replay.text()).toBe('success');
    expect((await userRow(t, m.uid)).vipExpire!.getTime()).toBe(vip);
    expect(await purchaseGrants(t, m.uid)).toHaveLength(1);
    expect((await eventsOf(t, m.orderNo)).map((e) => [e.source, e.outcome])).toEqual([
      ['notify', 'applied'],
      ['notify', 'duplicate'],
    ]);

    const status = await m.call('/api/payment/getOrderStatus', { id: m.orderId });
    expect(status.json.data).toMatchObject({ status: 'paid', paid: true });
  });

  it('the cashier’s 取消 returns to the payment page with the order unpaid', async () => {
    const m = await memberWithOrder(t, 'alicancelpage');
    const { action } = await openCashier(m);
    const res = await submit(action, 'cancel');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${t.origin}/user/order/payment?id=${m.orderId}&from=alipay`);
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
  });

  it('the gateway refuses a cashier URL whose parameters were altered after signing', async () => {
    const m = await memberWithOrder(t, 'alitamperurl');
    const res = await m.call('/api/payment/aliPay', { id: m.orderId });
    const url = new URL(res.json.data.url as string);
    const biz = JSON.parse(url.searchParams.get('biz_content')!);
    url.searchParams.set('biz_content', JSON.stringify({ ...biz, total_amount: '0.01' }));
    const page = await fetch(url);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('isv.invalid-signature');
  });
});

describe('notifications that must not apply', () => {
  it('a forged signature is refused with "fail" and logged', async () => {
    const m = await memberWithOrder(t, 'aliforged');
    await openCashier(m);
    const attacker = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const forged = alipayNotification(tradeFor(m, m.amount), new Date(), {}, attacker.privateKey);
    expect(await (await post(forged)).text()).toBe('fail');
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
    const events = await eventsOf(t, m.orderNo);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: 'refused', source: 'notify', ip: NOTIFY_IP });
    expect(events[0]!.reason).toContain('signature');
  });

  it('a genuine notification with a field altered is refused', async () => {
    const m = await memberWithOrder(t, 'alitamper');
    await openCashier(m);
    const genuine = alipayNotification(tradeFor(m, m.amount), new Date());
    expect(await (await post({ ...genuine, total_amount: '1.00' })).text()).toBe('fail');
    expect(await (await post({ ...genuine, trade_status: 'TRADE_FINISHED' })).text()).toBe('fail');
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
  });

  it('a validly signed notification with the wrong amount is refused and logged', async () => {
    const m = await memberWithOrder(t, 'aliamount');
    await openCashier(m);
    const cheap = alipayNotification(tradeFor(m, 1), new Date());
    expect(cheap.total_amount).toBe('0.01');
    expect(await (await post(cheap)).text()).toBe('fail');
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
    expect((await userRow(t, m.uid)).vipExpire).toBeNull();
    const [event] = await eventsOf(t, m.orderNo);
    expect(event!.reason).toContain('amount 1 != order 26800');
  });

  it('a validly signed notification for another app is refused', async () => {
    const m = await memberWithOrder(t, 'aliapp');
    await openCashier(m);
    const foreign = alipayNotification(tradeFor(m, m.amount), new Date(), { app_id: '2021000000000009' });
    expect(await (await post(foreign)).text()).toBe('fail');
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
    const [event] = await eventsOf(t, m.orderNo);
    expect(event!.reason).toBe('app_id 2021000000000009 is not ours');
  });

  it('a genuine notification that reports no payment is acknowledged and changes nothing', async () => {
    const m = await memberWithOrder(t, 'aliwait');
    await openCashier(m);
    const waiting = alipayNotification(
      { ...tradeFor(m, m.amount), state: 'NOTPAY', transactionId: null },
      new Date(),
    );
    expect(waiting.trade_status).toBe('WAIT_BUYER_PAY');
    expect(await (await post(waiting)).text()).toBe('success');
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
    expect(await eventsOf(t, m.orderNo)).toHaveLength(0);
  });
});

describe('the poll, cancel and expiry ask the gateway', () => {
  it('out of order with the poll: the query sees paid first, the later notification is a duplicate', async () => {
    const m = await memberWithOrder(t, 'alipoll');
    const { action } = await openCashier(m);
    t.hold.on = true;
    try {
      expect((await submit(action, 'pay')).status).toBe(302);
    } finally {
      t.hold.on = false;
    }
    const held = t.sent.at(-1)!;
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');
    const status = await m.call('/api/payment/getOrderStatus', { id: m.orderId });
    expect(status.json.data).toMatchObject({ status: 'paid', paid: true, target: '/user/vip' });
    const vip = (await userRow(t, m.uid)).vipExpire!.getTime();

    const late = await t.deliver(held);
    expect(await late.text()).toBe('success');
    expect((await userRow(t, m.uid)).vipExpire!.getTime()).toBe(vip);
    expect(await purchaseGrants(t, m.uid)).toHaveLength(1);
    expect((await eventsOf(t, m.orderNo)).map((e) => [e.source, e.outcome])).toEqual([
      ['query', 'applied'],
      ['notify', 'duplicate'],
    ]);
  });

  it('cancelling an order whose cashier was opened closes the trade; paying afterwards is refused', async () => {
    const m = await memberWithOrder(t, 'alicancel');
    const { action } = await openCashier(m);
    const res = await m.call('/api/order/cancel', { id: m.orderId });
    expect(res.json).toMatchObject({ code: 1, msg: ORDER_MSG.cancelled });
    expect(simTrade('alipay', m.orderNo)!.state).toBe('CLOSED');
    const attempt = await submit(action, 'pay');
    expect(attempt.status).toBe(400);
    expect(await attempt.text()).toContain('交易已关闭');
    expect((await orderRow(t, m.orderId)).status).toBe('cancelled');
  });

  it('settleAtChannel at expiry applies a payment the gateway took before expiry', async () => {
    const m = await memberWithOrder(t, 'aliexpire');
    const { action } = await openCashier(m);
    t.hold.on = true;
    try {
      await submit(action, 'pay');
    } finally {
      t.hold.on = false;
    }
    await closeExpired(t.deps(() => new Date(Date.now() + 31 * 60_000)));
    const order = await orderRow(t, m.orderId);
    expect(order.status).toBe('paid');
    expect(order.transactionId).toBe(simTrade('alipay', m.orderNo)!.transactionId);
    expect((await eventsOf(t, m.orderNo)).map((e) => [e.source, e.outcome])).toEqual([['query', 'applied']]);
  });

  it('switching channels: cancel closes the WeChat trade as well as the Alipay one', async () => {
    const m = await memberWithOrder(t, 'aliswitch');
    const qr = await m.call('/api/payment/getQrCode', { id: m.orderId });
    expect(qr.json.code).toBe(1);
    await openCashier(m);
    expect((await orderRow(t, m.orderId)).channel).toBe('alipay');
    const res = await m.call('/api/order/cancel', { id: m.orderId });
    expect(res.json.code).toBe(1);
    expect(simTrade('alipay', m.orderNo)!.state).toBe('CLOSED');
    expect(simTrade('wechat', m.orderNo)!.state).toBe('CLOSED');
  });
});
