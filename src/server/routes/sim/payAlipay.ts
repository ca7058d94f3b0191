/**
 * Alipay gateway simulator (gateway.do): requests verified RSA2 with the app's public key like the real gateway;
 * alipay.trade.page.pay renders the cashier (确认付款 sends the signed notification, then returns the browser to
 * return_url); alipay.trade.query and alipay.trade.close answer signed JSON.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { simAlipay } from '#server/providers/pay/simKeys.ts';
import { amountText, channelAmountToFen } from '#lib/commerce/price.ts';
import { alipayTime, parseAlipayTime } from '#server/providers/pay/time.ts';
import { payerPage, statePage } from './payPages.ts';
import { isExpired, openTrade, payTrade, simTrade, tradeByToken, type SimTrade } from './payStore.ts';
import { alipayAnswer, alipayNotification, alipaySignContent, rsa2Sign, rsa2Verify } from './payNotify.ts';

/** All request parameters: URL query (public ones) and the form body (biz_content). */
async function paramsOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  if (c.req.method === 'POST') {
    try {
      for (const [k, v] of Object.entries(await c.req.parseBody())) if (typeof v === 'string') params[k] = v;
    } catch {
      // An unreadable body fails the signature check.
    }
  }
  return params;
}

/** The gateway's own checks: app id, then the RSA2 signature over every other parameter. */
function signatureProblem(p: Record<string, string>): { sub_code: string; sub_msg: string } | null {
  const sim = simAlipay();
  if (p.app_id !== sim.appId) return { sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' };
  if ((p.sign_type ?? 'RSA2') !== 'RSA2')
    return { sub_code: 'isv.invalid-signature-type', sub_msg: '无效的签名类型' };
  if (!p.sign || !rsa2Verify(alipaySignContent(p), p.sign, sim.app.publicKey))
    return {
      sub_code: 'isv.invalid-signature',
      sub_msg: '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配',
    };
  return null;
}

interface BizContent {
  out_trade_no?: string;
  total_amount?: string;
  subject?: string;
  product_code?: string;
  time_expire?: string;
}

function bizOf(p: Record<string, string>): BizContent {
  try {
    return JSON.parse(p.biz_content ?? '{}') as BizContent;
  } catch {
    return {};
  }
}

const json = (c: Context<AppEnv>, text: string) =>
  c.body(text, 200, { 'Content-Type': 'application/json;charset=utf-8' });

const answer = (c: Context<AppEnv>, method: string, inner: Record<string, unknown>) =>
  json(c, alipayAnswer(method, inner));

const businessFailed = (sub_code: string, sub_msg: string) => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code,
  sub_msg,
});

function tradeStatus(trade: SimTrade): string {
  if (trade.state === 'SUCCESS') return 'TRADE_SUCCESS';
  return trade.state === 'CLOSED' ? 'TRADE_CLOSED' : 'WAIT_BUYER_PAY';
}

function queryAnswer(trade: SimTrade) {
  const amount = amountText(trade.amountCents);
  const paid = trade.state === 'SUCCESS';
  return {
    code: '10000',
    msg: 'Success',
    out_trade_no: trade.outTradeNo,
    ...(trade.transactionId ? { trade_no: trade.transactionId } : {}),
    trade_status: tradeStatus(trade),
    total_amount: amount,
    ...(paid
      ? {
          buyer_logon_id: 'sim***@example.com',
          buyer_pay_amount: amount,
          receipt_amount: amount,
          point_amount: '0.00',
          invoice_amount: amount,
          send_pay_date: alipayTime(trade.paidAt!),
        }
      : {}),
  };
}

/** Server-to-server calls (SDK exec): trade.query and trade.close. */
function api(c: Context<AppEnv>, p: Record<string, string>) {
  const method = p.method ?? '';
  const problem = signatureProblem(p);
  if (problem) return answer(c, method, { code: '40002', msg: 'Invalid Arguments', ...problem });
  const trade = simTrade('alipay', bizOf(p).out_trade_no ?? '');
  if (method === 'alipay.trade.query') {
    if (!trade) return answer(c, method, businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在'));
    return answer(c, method, queryAnswer(trade));
  }
  if (method === 'alipay.trade.close') {
    if (!trade) return answer(c, method, businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在'));
    if (trade.state !== 'NOTPAY')
      return answer(c, method, businessFailed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
    trade.state = 'CLOSED';
    return answer(c, method, { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo });
  }
  return answer(c, method, {
    code: '40004',
    msg: 'Business Failed',
    sub_code: 'isv.invalid-method',
    sub_msg: '不存在的方法名',
  });
}

const cashierError = (c: Context<AppEnv>, title: string, detail: string, trade?: SimTrade) =>
  c.html(statePage('alipay', 'fail', title, [detail], trade), 400);

/** alipay.trade.page.pay: the payer reaches the cashier; the trade exists at Alipay from here on. */
function cashier(c: Context<AppEnv>, p: Record<string, string>) {
  const problem = signatureProblem(p);
  if (problem) return cashierError(c, '支付请求有误', `${problem.sub_code}：${problem.sub_msg}`);
  const biz = bizOf(p);
  const amountCents = channelAmountToFen(biz.total_amount);
  if (
    !/^[A-Za-z0-9_]{1,64}$/.test(biz.out_trade_no ?? '') ||
    amountCents === null ||
    amountCents <= 0 ||
    !biz.subject
  )
    return cashierError(c, '支付请求有误', '缺少或错误的业务参数（out_trade_no、total_amount、subject）');
  if (biz.product_code !== 'FAST_INSTANT_TRADE_PAY')
    return cashierError(c, '支付请求有误', 'product_code 必须为 FAST_INSTANT_TRADE_PAY');
  const now = c.get('deps').now();
  const expiresAt = parseAlipayTime(biz.time_expire) ?? new Date(now.getTime() + 15 * 86_400_000);
  const fingerprint = JSON.stringify([amountCents, p.notify_url ?? '']);
  let trade = simTrade('alipay', biz.out_trade_no!);
  if (trade) {
    if (trade.state === 'SUCCESS') return cashierError(c, '该笔订单已支付', '请勿重复付款。', trade);
    if (trade.state === 'CLOSED') return cashierError(c, '交易已关闭', '商户已关闭该交易，无法付款。', trade);
    if (trade.fingerprint !== fingerprint)
      return cashierError(c, '交易信息被篡改', '同一订单号的金额或通知地址与首次请求不一致。');
    trade.returnUrl = p.return_url ?? trade.returnUrl;
  } else {
    trade = openTrade(
      {
        channel: 'alipay',
        outTradeNo: biz.out_trade_no!,
        description: biz.subject,
        amountCents,
        notifyUrl: p.notify_url ?? '',
        returnUrl: p.return_url ?? null,
        expiresAt,
        fingerprint,
      },
      now,
    );
  }
  if (isExpired(trade, now))
    return cashierError(c, '交易已超时', '订单已超过支付时间，请回到商户页面重新下单。', trade);
  const sim = simAlipay();
  return c.html(
    payerPage({
      trade,
      merchant: sim.merchantName,
      merchantId: sim.appId,
      action: `cashier?trade=${encodeURIComponent(trade.token)}`,
    }),
  );
}

/** Send the asynchronous notification to notify_url through deps.fetch; Alipay expects the text "success". */
export async function notifyMerchant(c: Context<AppEnv>, trade: SimTrade): Promise<string> {
  const deps = c.get('deps');
  if (!trade.notifyUrl) return (trade.lastNotify = '未设置 notify_url');
  const form = alipayNotification(trade, deps.now());
  try {
    const res = await deps.fetch(trade.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const text = (await res.text()).trim();
    trade.lastNotify =
      text === 'success'
        ? '商户已确认通知（success）'
        : `商户未确认通知（${text.slice(0, 20) || res.status}）`;
  } catch (err) {
    trade.lastNotify = `通知发送失败：${(err as Error).message}`;
  }
  return trade.lastNotify;
}

/** The synchronous return: back to return_url with the signed trade summary, as Alipay does. */
function returnTo(trade: SimTrade, now: Date): string {
  const sim = simAlipay();
  const params: Record<string, string> = {
    charset: 'utf-8',
    out_trade_no: trade.outTradeNo,
    method: 'alipay.trade.page.pay.return',
    total_amount: amountText(trade.amountCents),
    trade_no: trade.transactionId ?? '',
    auth_app_id: sim.appId,
    version: '1.0',
    app_id: sim.appId,
    seller_id: sim.sellerId,
    timestamp: alipayTime(now),
  };
  const sign = rsa2Sign(alipaySignContent(params), sim.platform.privateKey);
  const url = new URL(trade.returnUrl!);
  for (const [k, v] of Object.entries({ ...params, sign, sign_type: 'RSA2' })) url.searchParams.set(k, v);
  return url.toString();
}

async function cashierDecision(c: Context<AppEnv>) {
  const trade = tradeByToken(c.req.query('trade'));
  const now = c.get('deps').now();
  if (!trade) return cashierError(c, '交易不存在', '请回到商户页面重新发起支付。');
  if (trade.state === 'SUCCESS') return cashierError(c, '该笔订单已支付', '请勿重复付款。', trade);
  if (trade.state === 'CLOSED') return cashierError(c, '交易已关闭', '商户已关闭该交易，无法付款。', trade);
  if (isExpired(trade, now))
    return cashierError(c, '交易已超时', '订单已超过支付时间，请回到商户页面重新下单。', trade);
  const form = await c.req.parseBody();
  if (form.decision !== 'pay') {
    if (trade.returnUrl) return c.redirect(trade.returnUrl, 302);
    return c.html(statePage('alipay', 'idle', '已取消付款', ['交易仍待付款。'], trade));
  }
  payTrade(trade, now);
  const notified = await notifyMerchant(c, trade);
  if (trade.returnUrl) return c.redirect(returnTo(trade, now), 302);
  return c.html(statePage('alipay', 'ok', '付款成功', [`交易号 ${trade.transactionId}`, notified], trade));
}

async function gateway(c: Context<AppEnv>) {
  const p = await paramsOf(c);
  if (p.method === 'alipay.trade.page.pay') return cashier(c, p);
  return api(c, p);
}

export const simPayAlipay = new Hono<AppEnv>()
  .get('/gateway.do', gateway)
  .post('/gateway.do', gateway)
  .post('/cashier', cashierDecision);
