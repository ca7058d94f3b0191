/**
 * Payment API tests: the WeChat Pay plugin (axios) and the Alipay SDK (urllib) make real HTTP calls, so the test
 * app also listens on an ephemeral local port and PUBLIC_URL points there; the simulator's notifications go
 * through deps.fetch, which these fixtures record (and can hold back) before routing them into the app.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, asc, eq } from 'drizzle-orm';
import { orders, paymentEvents, plans, scoreRecords, users } from '#server/db/schema/index.ts';
import type { Deps } from '#server/core/deps.ts';
import { simWechat } from '#server/providers/pay/simKeys.ts';
import { signedIn } from './content-fixtures.ts';
import { LOOPBACK, testApp, type Caller, type TestApp } from './support.ts';

/** A notification the simulator sent to our notify_url. */
export interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The status our endpoint answered (0 when held back). */
  status: number;
  answer: string;
}

export const NOTIFY_IP = '198.51.100.9';

/** A successful Native transaction as WeChat reports it for this order (the simulator's merchant), with overrides. */
export function wechatTransaction(orderNo: string, total: number, over: Record<string, unknown> = {}) {
  const sim = simWechat();
  return {
    appid: sim.appid,
    mchid: sim.mchid,
    out_trade_no: orderNo,
    transaction_id: `4200${String(Date.now()).padStart(24, '0')}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: new Date().toISOString(),
    amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    ...over,
  };
}

export interface PayApp extends TestApp {
  origin: string;
  /** Every notification the simulator sent, in order. */
  sent: Sent[];
  /** While true, notifications are recorded but not delivered (the channel's message is lost for now). */
  hold: { on: boolean };
  /** Deliver a notification (again): exactly the same bytes and headers. */
  deliver: (n: Pick<Sent, 'url' | 'headers' | 'body'>) => Promise<Response>;
  /** Deps as the app has them, for calling services directly (closeExpired). */
  deps: (now?: () => Date) => Deps;
  stop: () => Promise<void>;
}

export async function payApp(): Promise<PayApp> {
  // The server starts first (its port goes into PUBLIC_URL), the app it serves is made next.
  const ref: { app?: TestApp } = {};
  const server = serve({
    fetch: (req, env) => ref.app!.app.fetch(req, env),
    port: 0,
    hostname: '127.0.0.1',
  });
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sent: Sent[] = [];
  const hold = { on: false };

  const deliver = async (n: Pick<Sent, 'url' | 'headers' | 'body'>) =>
    ref.app!.app.request(n.url, { method: 'POST', headers: n.headers, body: n.body }, { ip: NOTIFY_IP });

  const fetch: Deps['fetch'] = async (url, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? init.body : String(init?.body ?? '');
    if (!url.includes('/api/payment/notify/')) return ref.app!.app.request(url, init, { ip: LOOPBACK });
    const record: Sent = { url, headers, body, status: 0, answer: '' };
    sent.push(record);
    if (hold.on) return new Response('held back by the test', { status: 503 });
    const res = await deliver(record);
    record.status = res.status;
    record.answer = await res.clone().text();
    return res;
  };

  const t = await testApp({ env: { PUBLIC_URL: origin }, fetch });
  ref.app = t;
  const stop = async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  };
  return { ...t, origin, sent, hold, deliver, stop };
}

/** A signed-in member with a fresh unpaid order for a VIP plan (by key). */
export async function memberWithOrder(
  t: PayApp,
  account: string,
  planKey = 'vip-year',
): Promise<{ call: Caller; uid: number; orderId: number; orderNo: string; amount: number }> {
  const { call, uid } = await signedIn(t, account);
  const [plan] = await t.db.select().from(plans).where(eq(plans.key, planKey));
  const res = await call('/api/order/createOrderForVip', { id: plan!.id });
  if (res.json.code !== 1) throw new Error(`createOrderForVip: ${res.json.msg}`);
  return {
    call,
    uid,
    orderId: res.json.data.id,
    orderNo: res.json.data.order_no,
    amount: res.json.data.amount,
  };
}

export const orderRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

export const userRow = async (t: TestApp, uid: number) =>
  (await t.db.select().from(users).where(eq(users.uid, uid)))[0]!;

export const eventsOf = (t: TestApp, orderNo: string) =>
  t.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo)).orderBy(asc(paymentEvents.id));

export const purchaseGrants = (t: TestApp, uid: number) =>
  t.db
    .select()
    .from(scoreRecords)
    .where(and(eq(scoreRecords.uid, uid), eq(scoreRecords.rule, 'purchase')));

/** Submit a simulator page form (payer's 确认支付/确认付款 or 取消). */
export function submit(url: string, decision: 'pay' | 'cancel'): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
}

/** The form action of a simulator page, absolute. */
export function formAction(html: string, pageUrl: string): string {
  const action = /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the simulator page');
  return new URL(action.replaceAll('&amp;', '&'), pageUrl).toString();
}
