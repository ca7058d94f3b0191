/** The simulators reveal codes and pay orders for free: they answer this machine only, by its socket. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#lib/shared/messages.ts';
import { LOOPBACK, smsCodeFor, testApp, type TestApp } from './support.ts';

const REMOTE = '192.168.1.20';
const SIM_PATHS = [
  '/api/sim/sms?mobile=13900000071',
  '/api/sim/captcha',
  '/api/sim/oauth/wx/connect/qrconnect',
  '/api/sim/pay/wechat/scan?pr=x',
  '/api/sim/pay/alipay/gateway.do',
];

let t: TestApp;
beforeAll(async () => {
  // Behind one trusted proxy, to show that even then no header makes a caller local.
  t = await testApp({ proxyHops: 1 });
});
afterAll(() => t.close());

describe('the simulators', () => {
  it('are not there for a caller from the network', async () => {
    for (const path of SIM_PATHS) {
      const res = await t.call(path, undefined, { ip: REMOTE });
      expect(res.status, path).toBe(404);
    }
    const pay = await t.call('/api/sim/pay/wechat/v3/pay/transactions/native', {}, { ip: REMOTE });
    expect(pay.status).toBe(404);
  });

  it('are not there for a network caller whose headers claim loopback', async () => {
    const headers = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost' };
    for (const path of SIM_PATHS)
      expect((await t.call(path, undefined, { ip: REMOTE, headers })).status, path).toBe(404);
  });

  it('answer this machine (IPv4, IPv6, mapped IPv4 loopback)', async () => {
    for (const ip of [LOOPBACK, '::1', '::ffff:127.0.0.1']) {
      const res = await t.call('/api/sim/captcha', undefined, { ip });
      expect(res.status, ip).toBe(200);
    }
  });
});

describe('the SMS outbox', () => {
  it('shows one number’s messages, to a caller who names it', async () => {
    const code = await smsCodeFor(t, t.browser(), '13900000071');
    await smsCodeFor(t, t.browser(), '13900000072');
    const res = await t.call('/api/sim/sms?mobile=13900000071', undefined, { ip: LOOPBACK });
    expect(res.json.code).toBe(1);
    expect(res.json.data.messages.map((m: { mobile: string; code: string }) => [m.mobile, m.code])).toEqual([
      ['13900000071', code],
    ]);
  });

  it('lists nothing without a mobile number', async () => {
    for (const path of ['/api/sim/sms', '/api/sim/sms?mobile=', '/api/sim/sms?mobile=139']) {
      const res = await t.call(path, undefined, { ip: LOOPBACK });
      expect(res.json, path).toMatchObject({ code: 0, msg: MSG.mobileInvalid });
    }
  });
});
