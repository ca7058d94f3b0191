/**
 * The access log of a registration by SMS and a payment through the simulator (issue 31): every request has its
 * line, and no line the server writes (access or otherwise) carries the mobile, the SMS code, the password, the
 * session token or cookie, the captcha cookie, or the payment notification's signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { plans } from '#server/db/schema/index.ts';
import { CAPTCHA_COOKIE } from '#server/services/accounts/captcha.ts';
import { captureLog } from '../logCapture.ts';
import { submit } from './pay-fixtures.ts';
import { httpBrowser, siteServer, type SiteServer } from './site-server-fixtures.ts';

const MOBILE = '13912345678';
const PASSWORD = 'secret-pass-77';

let s: SiteServer;
let serverLog: ReturnType<typeof captureLog>;
/** Every answer the test got: its request id, method and status. */
const answers: { requestId: string | null; method: string; status: number; route: string }[] = [];
/** What must never be written to a log. */
const secrets: Record<string, string> = {};

beforeAll(async () => {
  s = await siteServer();
  serverLog = captureLog();
  const http = httpBrowser(s.origin);
  const call = async (
    route: string,
    p: string,
    body?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => {
    const res = await http(p, body, headers);
    answers.push({ requestId: res.requestId, method: body ? 'POST' : 'GET', status: res.status, route });
    return res;
  };

  // Registration by SMS, as the login modal does it (the simulators answer this machine).
  const captcha = await call('/api/user/getImgVerificationCode', '/api/user/getImgVerificationCode?random=1');
  const cookie = new RegExp(`${CAPTCHA_COOKIE}=([^;]+)`).exec(captcha.headers.get('set-cookie') ?? '');
  secrets.captchaCookie = cookie?.[1] ?? '';
  const answer = (await call('/api/sim/captcha', '/api/sim/captcha')).json.data.answer as string;
  const sent = await call('/api/user/getSmsVerificationCode', '/api/user/getSmsVerificationCode', {
    mobile: MOBILE,
    imgCode: answer,
  });
  expect(sent.json.code).toBe(1);
  const inbox = await call('/api/sim/sms', `/api/sim/sms?mobile=${MOBILE}`);
  secrets.code = inbox.json.data.messages[0].code as string;
  const registered = await call('/api/user/mobileAuth', '/api/user/mobileAuth', {
    username: MOBILE,
    code: secrets.code,
    password: PASSWORD,
    action: 'register',
    agree: true,
  });
  expect(registered.json.code).toBe(1);
  secrets.token = registered.json.data.token as string;
  const member = { token: secrets.token };

  // A VIP order paid through the WeChat simulator: the channel's notification comes back over HTTP.
  const [plan] = await s.t.db.select().from(plans).where(eq(plans.key, 'vip-year'));
  const order = await call(
    '/api/order/createOrderForVip',
    '/api/order/createOrderForVip',
    { id: plan!.id },
    member,
  );
  expect(order.json.code).toBe(1);
  const qr = await call(
    '/api/payment/getQrCode',
    '/api/payment/getQrCode',
    { id: order.json.data.id },
    member,
  );
  expect(qr.json.code).toBe(1);
  const paid = await submit(qr.json.data.simulator_url as string, 'pay');
  answers.push({
    requestId: paid.headers.get('x-request-id'),
    method: 'POST',
    status: paid.status,
    route: '/api/sim/pay/wechat/scan',
  });
  expect(await paid.text()).toContain('支付成功');
  const status = await call(
    '/api/payment/getOrderStatus',
    '/api/payment/getOrderStatus',
    { id: order.json.data.id },
    member,
  );
  expect(status.json.data.paid).toBe(true);
  const notification = s.outbound.find((o) => o.url.endsWith('/api/payment/notify/wechat'));
  secrets.signature = notification!.headers['wechatpay-signature']!;
  answers.push({
    requestId: notification!.requestId,
    method: 'POST',
    status: 204,
    route: '/api/payment/notify/wechat',
  });
  // A page of the prebuilt site, asked with a query that names the member.
  await call('/article/detail', `/article/detail/7?mobile=${MOBILE}`);
  serverLog.stop();
}, 120_000);

afterAll(() => s.close());

describe('the access log of a registration and a payment', () => {
  it('has one line per request, with its id, method, route family, status, time, size and cache', () => {
    expect(answers.length).toBeGreaterThanOrEqual(11);
    for (const a of answers) {
      expect(a.requestId, a.route).toMatch(/^[A-Za-z0-9-]{8,64}$/);
      const lines = s.access.filter((l) => l.reqId === a.requestId);
      expect(lines, a.route).toHaveLength(1);
      expect(lines[0]).toMatchObject({ method: a.method, status: a.status, route: a.route, msg: 'request' });
      expect(lines[0]!.ms).toBeGreaterThanOrEqual(0);
      expect(lines[0]!.bytes).toBeGreaterThanOrEqual(0);
      expect(['hit', 'miss', 'none']).toContain(lines[0]!.cache);
    }
    const page = s.access.find((l) => l.route === '/article/detail')!;
    expect(page).toMatchObject({ status: 200, cache: 'hit' });
    expect(page.bytes).toBe('<html><body>article 7</body></html>'.length);
  });

  it('carries no mobile, code, password, token, cookie or signature, in any line the server wrote', () => {
    expect(Object.values(secrets).every((v) => v.length >= 6)).toBe(true);
    const written = [...s.accessRaw, ...serverLog.raw].join('\n');
    expect(s.accessRaw.length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries({ ...secrets, mobile: MOBILE, password: PASSWORD }))
      expect(written, name).not.toContain(value);
    // The route is the family: no query string, no path of a record.
    for (const line of s.access) expect(line.route).not.toMatch(/[?=]|\/\d+(\/|$)/);
  });
});
