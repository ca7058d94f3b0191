/**
 * 注销账号 and unpaid orders (issue 30): closing an account closes its unpaid orders the way expiry does (the channel's
 * trade closed too), so the payer can pay nothing more; a notification arriving later for such an order is handled as
 * for any closed order (a payment the channel confirms is honoured and kept as an accounting record).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION } from '#lib/legal/retention.ts';
import { MSG } from '#lib/shared/messages.ts';
import { wechatNotification } from '#server/routes/sim/payNotify.ts';
import { simTrade } from '#server/routes/sim/payStore.ts';
import { carryOutDueDeletions, requestDeletion } from '#server/services/privacy/deletion.ts';
import {
  eventsOf,
  memberWithOrder,
  orderRow,
  payApp,
  submit,
  wechatTransaction,
  type PayApp,
} from './pay-fixtures.ts';

const DAY_MS = 86_400_000;
let t: PayApp;

beforeAll(async () => {
  t = await payApp();
});
afterAll(() => t.stop());

describe('closing an account with unpaid orders', () => {
  it('closes the unpaid orders and their trades at the channel; a late notification is handled as for any closed order', async () => {
    const m = await memberWithOrder(t, 'delorder');
    const qr = await m.call('/api/payment/getQrCode', { id: m.orderId });
    expect(qr.json).toMatchObject({ code: 1, msg: MSG.done });
    const unstarted = await memberWithOrder(t, 'delorder2');
    const asked = new Date();
    await requestDeletion(t.db, m.uid, '', asked);
    await requestDeletion(t.db, unstarted.uid, '', asked);
    const due = new Date(asked.getTime() + (DELETION.coolingOffDays + 1) * DAY_MS);
    const { uids } = await carryOutDueDeletions(t.deps(), due);
    expect(uids.sort()).toEqual([m.uid, unstarted.uid].sort());
    expect((await orderRow(t, m.orderId)).status).toBe('closed');
    expect((await orderRow(t, unstarted.orderId)).status).toBe('closed');
    expect(simTrade('wechat', m.orderNo)!.state).toBe('CLOSED');
    expect(await (await submit(qr.json.data.simulator_url, 'pay')).text()).toContain('订单已关闭');
    const late = wechatNotification(wechatTransaction(m.orderNo, m.amount), new Date());
    const res = await t.deliver({ url: `${t.origin}/api/payment/notify/wechat`, ...late });
    expect(res.status).toBe(204);
    // As for any closed order (stateMachine.ts): money the channel confirms is honoured, kept as an accounting record.
    expect((await orderRow(t, m.orderId)).status).toBe('paid');
    expect((await eventsOf(t, m.orderNo)).map((e) => [e.source, e.outcome])).toEqual([['notify', 'applied']]);
  });
});
