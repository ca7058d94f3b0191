/**
 * The channels' payment notifications: verified (signature, merchant), then applied once through applyPayment;
 * a forged or foreign one is refused and logged, a replay is a duplicate that changes nothing.
 */
import type { Deps } from '#server/http/context.ts';
import type { PayChannel } from '#lib/commerce/orders.ts';
import { alipayProvider, wechatProvider } from '#server/providers/pay/index.ts';
import type { NotifyCheck } from '#server/providers/pay/types.ts';
import { applyPayment, logRefused } from '../orders/fulfil.ts';
import { hit, LIMITS, peek } from '../rateLimit.ts';
import { PAY_MSG } from '#lib/commerce/messages.ts';

/** What to answer the channel: WeChat wants 2xx (no body) or 4xx {code:'FAIL'}; Alipay wants "success" or "fail". */
export type NotifyAnswer = { ok: true } | { ok: false; status: 400 | 401; message: string };

/** Whether this address sent too many unverifiable notifications this minute (the route then answers 429). */
export async function floodedByForgeries(deps: Deps, ip: string): Promise<boolean> {
  return (await peek(deps.db, LIMITS.forgedNotify, ip, deps.now())) >= LIMITS.forgedNotify.max;
}

/** An unverifiable notification: counted against its address, then logged (repeats share a row). */
async function refuseForged(
  deps: Deps,
  channel: PayChannel,
  reason: string,
  ip: string,
  orderNo?: string,
): Promise<void> {
  const now = deps.now();
  await hit(deps.db, LIMITS.forgedNotify, ip, now);
  await logRefused(deps.db, channel, 'notify', reason, now, ip, orderNo);
}

async function settle(
  deps: Deps,
  channel: PayChannel,
  check: NotifyCheck,
  ip: string,
): Promise<NotifyAnswer> {
  const now = deps.now();
  if (!check.verified) {
    await refuseForged(deps, channel, check.reason, ip, check.orderNo);
    return { ok: false, status: 401, message: PAY_MSG.notifySignatureBad };
  }
  // A genuine notification of something other than a payment (e.g. a closed trade): acknowledged, nothing to do.
  if (!check.payment) return { ok: true };
  const result = await applyPayment(deps.db, { channel, source: 'notify', ...check.payment, ip }, now);
  if (result.outcome === 'refused') return { ok: false, status: 400, message: PAY_MSG.notifyMismatch };
  return { ok: true };
}

/** POST /api/payment/notify/wechat: headers and the RAW body exactly as received. */
export async function onWechatNotify(
  deps: Deps,
  header: (name: string) => string | undefined,
  rawBody: string,
  origin: string,
  ip: string,
): Promise<NotifyAnswer> {
  const provider = wechatProvider(deps.env, origin);
  if (!provider) {
    await refuseForged(deps, 'wechat', 'channel not configured', ip);
    return { ok: false, status: 400, message: PAY_MSG.notifyWechatOff };
  }
  return settle(deps, 'wechat', provider.checkNotification(header, rawBody, deps.now()), ip);
}

/** POST /api/payment/notify/alipay: the decoded form fields. */
export async function onAlipayNotify(
  deps: Deps,
  form: Record<string, string>,
  origin: string,
  ip: string,
): Promise<NotifyAnswer> {
  const provider = alipayProvider(deps.env, origin);
  if (!provider) {
    await refuseForged(deps, 'alipay', 'channel not configured', ip, form.out_trade_no);
    return { ok: false, status: 400, message: 'alipay not configured' };
  }
  return settle(deps, 'alipay', provider.checkNotification(form, deps.now()), ip);
}
