/**
 * What the simulated channels send and sign: WeChat Pay notifications (encrypted resource, SHA256-RSA headers with
 * the platform key) and Alipay's RSA2-signed forms and answers, made exactly as the real services make them so
 * they pass through our real verification code. Tests use these builders to forge or alter notifications.
 */
import { createSign, createVerify, randomUUID } from 'node:crypto';
import { simAlipay, simWechat } from '#server/providers/pay/simKeys.ts';
import { amountText } from '#lib/commerce/price.ts';
import { alipayTime, rfc3339China } from '#server/providers/pay/time.ts';
import { encryptResource, nonceOf, signBody } from '#server/providers/pay/wechatCrypto.ts';
import type { SimTrade } from './payStore.ts';

const PAYER_OPENID = 'oSimPayer0000000000000000001';

/** A trade as WeChat's transaction object (query answer and notification resource). */
export function wechatTransaction(trade: SimTrade): Record<string, unknown> {
  const sim = simWechat();
  const paid = trade.state === 'SUCCESS';
  const desc = { NOTPAY: '订单未支付', SUCCESS: '支付成功', CLOSED: '订单已关闭' }[trade.state];
  return {
    appid: sim.appid,
    mchid: sim.mchid,
    out_trade_no: trade.outTradeNo,
    ...(paid ? { transaction_id: trade.transactionId!, success_time: rfc3339China(trade.paidAt!) } : {}),
    trade_type: 'NATIVE',
    trade_state: trade.state,
    trade_state_desc: desc,
    ...(paid ? { bank_type: 'OTHERS', attach: '', payer: { openid: PAYER_OPENID } } : {}),
    amount: paid
      ? { total: trade.amountCents, payer_total: trade.amountCents, currency: 'CNY', payer_currency: 'CNY' }
      : { total: trade.amountCents, currency: 'CNY' },
  };
}

export interface SignOptions {
  privateKey?: string;
  serial?: string;
  apiv3Key?: string;
  eventType?: string;
}

/** A WeChat Pay notification for a transaction: the JSON body and the headers signing it. */
export function wechatNotification(
  tx: Record<string, unknown>,
  now: Date,
  opts: SignOptions = {},
): { body: string; headers: Record<string, string> } {
  const sim = simWechat();
  const resource = encryptResource(
    JSON.stringify(tx),
    opts.apiv3Key ?? sim.apiv3Key,
    nonceOf(12),
    'transaction',
    'transaction',
  );
  const eventType = opts.eventType ?? 'TRANSACTION.SUCCESS';
  const body = JSON.stringify({
    id: `EV-${randomUUID()}`,
    create_time: rfc3339China(now),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '交易通知',
    resource,
  });
  const h = signBody(
    body,
    opts.privateKey ?? sim.platform.privateKey,
    opts.serial ?? sim.publicKeyId,
    Math.floor(now.getTime() / 1000),
  );
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': h.timestamp,
      'wechatpay-nonce': h.nonce,
      'wechatpay-signature': h.signature,
      'wechatpay-serial': h.serial,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
  };
}

/** Alipay's string to sign: every parameter but the excluded ones, sorted by name, raw values joined by &. */
export function alipaySignContent(
  params: Record<string, string>,
  exclude: readonly string[] = ['sign'],
): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export const rsa2Sign = (content: string, privateKey: string): string =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');

export function rsa2Verify(content: string, signature: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** Alipay's asynchronous notification for a paid trade (sign_type and sign excluded from the signed string). */
export function alipayNotification(
  trade: SimTrade,
  now: Date,
  overrides: Record<string, string> = {},
  privateKey?: string,
): Record<string, string> {
  const sim = simAlipay();
  const amount = amountText(trade.amountCents);
  const fields: Record<string, string> = {
    gmt_create: alipayTime(trade.createdAt),
    charset: 'utf-8',
    gmt_payment: alipayTime(trade.paidAt ?? now),
    notify_time: alipayTime(now),
    subject: trade.description,
    buyer_id: '2088102177846880',
    invoice_amount: amount,
    version: '1.0',
    notify_id: randomUUID().replaceAll('-', ''),
    fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
    notify_type: 'trade_status_sync',
    out_trade_no: trade.outTradeNo,
    total_amount: amount,
    trade_status: trade.state === 'SUCCESS' ? 'TRADE_SUCCESS' : 'WAIT_BUYER_PAY',
    trade_no: trade.transactionId ?? '',
    auth_app_id: sim.appId,
    receipt_amount: amount,
    point_amount: '0.00',
    app_id: sim.appId,
    buyer_pay_amount: amount,
    seller_id: sim.sellerId,
    ...overrides,
  };
  // Alipay sends no empty parameters.
  for (const [k, v] of Object.entries(fields)) if (v === '') delete fields[k];
  const sign = rsa2Sign(
    alipaySignContent(fields, ['sign', 'sign_type']),
    privateKey ?? sim.platform.privateKey,
  );
  return { ...fields, sign_type: 'RSA2', sign };
}

/** A signed gateway answer: {"<method>_response":{…},"sign":"…"}, the sign over the inner JSON text. */
export function alipayAnswer(method: string, inner: Record<string, unknown>): string {
  const json = JSON.stringify(inner);
  const sign = rsa2Sign(json, simAlipay().platform.privateKey);
  return `{"${method.replaceAll('.', '_')}_response":${json},"sign":"${sign}"}`;
}
