/**
 * The channels' payment notifications: verified (signature, merchant), then applied once through applyPayment;
 * a forged or foreign one is refused and logged, a replay is a duplicate that changes nothing. The signature is
 * checked before any limit: only unverifiable notifications count toward an address's limit, and only they are
 * throttled, so forgeries sent from the channel's own address never hold back its genuine notifications.
 */
import type { Deps } from '#server/core/deps.ts';
import type { PayChannel } from '#lib/commerce/orders.ts';
import { alipayProvider, wechatProvider } from '#server/providers/pay/index.ts';
import type { NotifyCheck } from '#server/providers/pay/types.ts';
import { applyPayment, logRefused } from '#server/services/order/fulfil.ts';
import { hit, LIMITS, peek } from '#server/services/security/rateLimit.ts';
import { PAY_MSG } from '#lib/commerce/messages.ts';

/**
 * What to answer the channel: WeChat wants 2xx (no body) or 4xx {code:'FAIL'}; Alipay wants "success" or "fail".
 * `limited`: an unverifiable one from an address past its limit (the route answers 429, nothing counted or logged).
 */
export type NotifyAnswer =
  { ok: true } | { ok: false; status: 400 | 401; message: string } | { ok: false; limited: true };

/** Whether this address sent too many unverifiable notifications this minute. */
async function floodedByForgeries(deps: Deps, ip: string): Promise<boolean> {
  return (await peek(deps.db, LIMITS.forgedNotify, ip, deps.now())) >= LIMITS.forgedNotify.max;
}

/**
 * An unverifiable notification: past the address's limit it is dropped (429, no row written), else counted against
 * its address and logged (repeats share a row), and `refusal` is answered.
 */
async function refuseForged(
  deps: Deps,
  channel: PayChannel,
  reason: string,
  ip: string,
  refusal: NotifyAnswer,
  orderNo?: string,
): Promise<NotifyAnswer> {
  if (await floodedByForgeries(deps, ip)) return { ok: false, limited: true };
  const now = deps.now();
  await hit(deps.db, LIMITS.forgedNotify, ip, now);
  await logRefused(deps.db, channel, 'notify', reason, now, ip, orderNo);
  return refusal;
}

async function settle(
  deps: Deps,
  channel: PayChannel,
  check: NotifyCheck,
  ip: string,
): Promise<NotifyAnswer> {
  const now = deps.now();
  if (!check.verified) {
    const refusal = { ok: false, status: 401, message: PAY_MSG.notifySignatureBad } as const;
    return refuseForged(deps, channel, check.reason, ip, refusal, check.orderNo);
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
    const refusal = { ok: false, status: 400, message: PAY_MSG.notifyWechatOff } as const;
    return refuseForged(deps, 'wechat', 'channel not configured', ip, refusal);
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
    const refusal = { ok: false, status: 400, message: 'alipay not configured' } as const;
    return refuseForged(deps, 'alipay', 'channel not configured', ip, refusal, form.out_trade_no);
  }
  return settle(deps, 'alipay', provider.checkNotification(form, deps.now()), ip);
}
