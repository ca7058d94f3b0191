/**
 * WeChat Pay v3 simulator: Native order, query and close (requests verified like the real API: the merchant's
 * SHA256-RSA Authorization; answers signed with the platform key under its PUB_KEY_ID_), and the payer's page a
 * scanned code_url leads to, whose 确认支付 sends the signed, encrypted notification to the merchant.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '#server/http/context.ts';
import { simWechat } from '#server/providers/pay/simKeys.ts';
import {
  MAX_SKEW_S,
  parseAuthorization,
  requestMessage,
  signBody,
} from '#server/providers/pay/wechatCrypto.ts';
import { Rsa } from 'wechatpay-axios-plugin';
import { payerPage, statePage } from './payPages.ts';
import { isExpired, openTrade, payTrade, simTrade, tradeByToken, type SimTrade } from './payStore.ts';
import { wechatNotification, wechatTransaction } from './payNotify.ts';

// The plugin checks answers against the wall clock, so the simulated platform signs with it too.
const wallS = () => Math.floor(Date.now() / 1000);

/** An API answer signed as WeChat signs them (also errors and 204s). */
function signed(c: Context<AppEnv>, status: number, data?: unknown) {
  const body = data === undefined ? '' : JSON.stringify(data);
  const sim = simWechat();
  const h = signBody(body, sim.platform.privateKey, sim.publicKeyId, wallS());
  c.header('Wechatpay-Timestamp', h.timestamp);
  c.header('Wechatpay-Nonce', h.nonce);
  c.header('Wechatpay-Signature', h.signature);
  c.header('Wechatpay-Serial', h.serial);
  c.header('Request-ID', crypto.randomUUID());
  if (data === undefined) return c.body(null, status as 204);
  c.header('Content-Type', 'application/json; charset=utf-8');
  return c.body(body, status as ContentfulStatusCode);
}

const fail = (c: Context<AppEnv>, status: number, code: string, message: string) =>
  signed(c, status, { code, message });

/** The merchant's request signature, checked like WeChat: mchid, certificate serial, time, signature. */
async function authProblem(c: Context<AppEnv>, raw: string): Promise<string | null> {
  const sim = simWechat();
  const auth = parseAuthorization(c.req.header('authorization'));
  if (!auth) return 'Authorization 头缺失或格式错误';
  if (auth.mchid !== sim.mchid) return `商户号 ${auth.mchid} 不存在`;
  if (auth.serial_no !== sim.serial) return '商户证书序列号有误';
  if (Math.abs(wallS() - Number(auth.timestamp)) > MAX_SKEW_S) return '请求时间戳已过期';
  const url = new URL(c.req.url);
  const message = requestMessage(
    c.req.method,
    `${url.pathname}${url.search}`,
    auth.timestamp!,
    auth.nonce_str!,
    raw,
  );
  let ok = false;
  try {
    ok = Rsa.verify(message, auth.signature ?? '', sim.merchant.publicKey);
  } catch {
    ok = false;
  }
  return ok ? null : '签名错误';
}

interface NativeBody {
  appid?: string;
  mchid?: string;
  description?: string;
  out_trade_no?: string;
  time_expire?: string;
  notify_url?: string;
  amount?: { total?: number; currency?: string };
}

function nativeProblem(b: NativeBody): string | null {
  const sim = simWechat();
  if (b.mchid !== sim.mchid) return '商户号不匹配';
  if (b.appid !== sim.appid) return 'APPID_MCHID_NOT_MATCH';
  if (!b.description || b.description.length > 127) return 'description 缺失或过长';
  if (!/^[A-Za-z0-9_\-|*]{6,32}$/.test(b.out_trade_no ?? '')) return 'out_trade_no 格式错误';
  if (!Number.isInteger(b.amount?.total) || b.amount!.total! <= 0) return 'amount.total 必须为正整数（分）';
  if ((b.amount?.currency ?? 'CNY') !== 'CNY') return 'currency 仅支持 CNY';
  if (!/^https?:\/\/[^\s]+$/.test(b.notify_url ?? '')) return 'notify_url 格式错误';
  if (b.time_expire && Number.isNaN(Date.parse(b.time_expire))) return 'time_expire 格式错误';
  return null;
}

const codeUrlOf = (trade: SimTrade) => `weixin://wxpay/bizpayurl?pr=${trade.token}`;

async function native(c: Context<AppEnv>, raw: string) {
  let b: NativeBody;
  try {
    b = JSON.parse(raw) as NativeBody;
  } catch {
    return fail(c, 400, 'PARAM_ERROR', '请求体不是合法的JSON');
  }
  const problem = nativeProblem(b);
  if (problem) return fail(c, 400, problem === 'APPID_MCHID_NOT_MATCH' ? problem : 'PARAM_ERROR', problem);
  const now = c.get('deps').now();
  const fingerprint = JSON.stringify([b.description, b.amount!.total, b.notify_url, b.time_expire ?? '']);
  const existing = simTrade('wechat', b.out_trade_no!);
  if (existing) {
    if (existing.state === 'SUCCESS') return fail(c, 400, 'ORDERPAID', '该订单已支付');
    if (existing.state === 'CLOSED') return fail(c, 400, 'ORDER_CLOSED', '订单已关闭');
    if (existing.fingerprint !== fingerprint) return fail(c, 400, 'INVALID_REQUEST', '201 商户订单号重复');
    return signed(c, 200, { code_url: codeUrlOf(existing) });
  }
  const expiresAt = b.time_expire ? new Date(b.time_expire) : new Date(now.getTime() + 2 * 3_600_000);
  if (expiresAt.getTime() <= now.getTime()) return fail(c, 400, 'PARAM_ERROR', 'time_expire 已过');
  const trade = openTrade(
    {
      channel: 'wechat',
      outTradeNo: b.out_trade_no!,
      description: b.description!,
      amountCents: b.amount!.total!,
      notifyUrl: b.notify_url!,
      returnUrl: null,
      expiresAt,
      fingerprint,
    },
    now,
  );
  return signed(c, 200, { code_url: codeUrlOf(trade) });
}

function query(c: Context<AppEnv>) {
  if (c.req.query('mchid') !== simWechat().mchid) return fail(c, 400, 'PARAM_ERROR', 'mchid 与商户号不匹配');
  const trade = simTrade('wechat', c.req.param('no') ?? '');
  if (!trade) return fail(c, 404, 'ORDER_NOT_EXIST', '订单不存在');
  return signed(c, 200, wechatTransaction(trade));
}

function close(c: Context<AppEnv>, raw: string) {
  let mchid: string | undefined;
  try {
    mchid = (JSON.parse(raw) as { mchid?: string }).mchid;
  } catch {
    mchid = undefined;
  }
  if (mchid !== simWechat().mchid) return fail(c, 400, 'PARAM_ERROR', 'mchid 与商户号不匹配');
  const trade = simTrade('wechat', c.req.param('no') ?? '');
  if (!trade) return fail(c, 404, 'ORDER_NOT_EXIST', '订单不存在');
  if (trade.state === 'SUCCESS') return fail(c, 400, 'ORDERPAID', '订单已支付，不能关闭');
  trade.state = 'CLOSED';
  return signed(c, 204);
}

/** Every /v3 call is authenticated first, on the raw body. */
type Api = (c: Context<AppEnv>, raw: string) => Response | Promise<Response>;
const authed = (handler: Api) => async (c: Context<AppEnv>) => {
  const raw = c.req.method === 'GET' ? '' : await c.req.text();
  const problem = await authProblem(c, raw);
  if (problem) return fail(c, 401, 'SIGN_ERROR', problem);
  return handler(c, raw);
};

/** Send the payment notification to the merchant's notify_url, through deps.fetch; the outcome is kept for the page. */
export async function notifyMerchant(c: Context<AppEnv>, trade: SimTrade): Promise<string> {
  const deps = c.get('deps');
  const { body, headers } = wechatNotification(wechatTransaction(trade), deps.now());
  try {
    const res = await deps.fetch(trade.notifyUrl, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    trade.lastNotify = res.ok
      ? `商户已确认通知（HTTP ${res.status}）`
      : `商户未确认通知（HTTP ${res.status}）`;
  } catch (err) {
    trade.lastNotify = `通知发送失败：${(err as Error).message}`;
  }
  return trade.lastNotify;
}

/** Why this trade cannot be paid now, or null. */
function unpayable(trade: SimTrade | undefined, now: Date): [string, string] | null {
  if (!trade) return ['二维码无效', '未找到该二维码对应的订单，请回到商户页面重新获取二维码。'];
  if (trade.state === 'SUCCESS') return ['该订单已支付', '请勿重复支付。'];
  if (trade.state === 'CLOSED') return ['订单已关闭', '商户已关闭该订单，无法支付。'];
  if (isExpired(trade, now)) return ['二维码已过期', '订单已超过支付时间，请回到商户页面重新下单。'];
  return null;
}

function scanPage(c: Context<AppEnv>) {
  const pr = c.req.query('pr');
  const trade = tradeByToken(pr);
  const refused = unpayable(trade, c.get('deps').now());
  if (refused)
    return c.html(
      statePage('wechat', trade ? 'idle' : 'fail', refused[0], [refused[1]], trade),
      trade ? 200 : 404,
    );
  const sim = simWechat();
  return c.html(
    payerPage({
      trade: trade!,
      merchant: sim.merchantName,
      merchantId: sim.mchid,
      action: `scan?pr=${encodeURIComponent(pr!)}`,
    }),
  );
}

async function scanDecision(c: Context<AppEnv>) {
  const trade = tradeByToken(c.req.query('pr'));
  const now = c.get('deps').now();
  const refused = unpayable(trade, now);
  if (refused) return c.html(statePage('wechat', 'fail', refused[0], [refused[1]], trade), 409);
  const form = await c.req.parseBody();
  if (form.decision !== 'pay')
    return c.html(
      statePage('wechat', 'idle', '已取消支付', ['订单仍待支付，可回到商户页面重新扫码。'], trade),
    );
  payTrade(trade!, now);
  const notified = await notifyMerchant(c, trade!);
  return c.html(statePage('wechat', 'ok', '支付成功', [`交易单号 ${trade!.transactionId}`, notified], trade));
}

export const simPayWechat = new Hono<AppEnv>()
  .post('/v3/pay/transactions/native', authed(native))
  .get('/v3/pay/transactions/out-trade-no/:no', authed(query))
  .post('/v3/pay/transactions/out-trade-no/:no/close', authed(close))
  .get('/scan', scanPage)
  .post('/scan', scanDecision);
