/**
 * A flood of forged payment notifications: repeats from one address count on one row, beyond the limit the address
 * gets 429 without a row, and genuine notifications still apply and are logged, from the flooding address too (the
 * signature is checked before the limit).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentEvents } from '#server/db/schema/index.ts';
import { wechatNotification } from '#server/routes/sim/payNotify.ts';
import { LIMITS } from '#server/services/security/rateLimit.ts';
import {
  eventsOf,
  memberWithOrder,
  orderRow,
  payApp,
  wechatTransaction,
  type PayApp,
} from './pay-fixtures.ts';

const ATTACKER_IP = '192.0.2.66';
/** The channel's own address, from which someone also sends forgeries (a shared egress, a spoofed proxy hop). */
const SHARED_IP = '203.0.113.30';
const CHANNEL_IP = '198.51.100.20';
let t: PayApp;

beforeAll(async () => {
  t = await payApp();
});
afterAll(() => t.stop());

const notifyUrl = () => `${t.origin}/api/payment/notify/wechat`;

/** A WeChat notification of a successful payment of this order, signed by `privateKey` (the channel's by default). */
function notification(orderNo: string, total: number, privateKey?: string) {
  return wechatNotification(wechatTransaction(orderNo, total), new Date(), privateKey ? { privateKey } : {});
}

const post = (n: { headers: Record<string, string>; body: string }, ip: string) =>
  t.app.request(notifyUrl(), { method: 'POST', headers: n.headers, body: n.body }, { ip });

function attackerKey() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;
}

describe('forged payment notifications', () => {
  it('50 forgeries from one address: one counted row, then 429 without a row; a genuine one from the channel applies', async () => {
    const m = await memberWithOrder(t, 'floodvictim');
    const forged = notification(m.orderNo, m.amount, attackerKey());
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await post(forged, ATTACKER_IP)).status);

    const refused = statuses.filter((s) => s === 401).length;
    const limited = statuses.filter((s) => s === 429).length;
    expect(refused).toBe(LIMITS.forgedNotify.max);
    expect(refused + limited).toBe(50);
    const rows = await t.db.select().from(paymentEvents).where(eq(paymentEvents.ip, ATTACKER_IP));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      outcome: 'refused',
      reason: 'signature does not verify',
      count: refused,
    });
    expect(rows[0]!.lastAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
    expect((await orderRow(t, m.orderId)).status).toBe('unpaid');

    // The channel's own address is not limited by the attacker's forgeries: applied, then a replay is a duplicate.
    const genuine = notification(m.orderNo, m.amount);
    expect((await post(genuine, CHANNEL_IP)).status).toBe(204);
    expect((await post(genuine, CHANNEL_IP)).status).toBe(204);
    expect((await orderRow(t, m.orderId)).status).toBe('paid');
    const logged = (await eventsOf(t, m.orderNo)).filter((e) => e.ip === CHANNEL_IP);
    expect(logged.map((e) => [e.outcome, e.count])).toEqual([
      ['applied', 1],
      ['duplicate', 1],
    ]);
  });

  it('30 forgeries then a genuine notification from the same address: the genuine one is applied, the order paid', async () => {
    const m = await memberWithOrder(t, 'sharedaddress');
    const forged = notification(m.orderNo, m.amount, attackerKey());
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await post(forged, SHARED_IP)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMITS.forgedNotify.max);

    expect((await post(notification(m.orderNo, m.amount), SHARED_IP)).status).toBe(204);
    expect((await orderRow(t, m.orderId)).status).toBe('paid');
    const logged = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.ip, SHARED_IP))
      .orderBy(paymentEvents.id);
    expect(logged.map((e) => [e.outcome, e.count])).toEqual([
      ['refused', LIMITS.forgedNotify.max],
      ['applied', 1],
    ]);
    // Still throttled for what it cannot sign.
    expect((await post(forged, SHARED_IP)).status).toBe(429);
  });
});
