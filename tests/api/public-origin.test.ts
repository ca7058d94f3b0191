/** A request's Host header never chooses where the server sends browsers, payment calls or notifications. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { plans } from '#server/db/schema/index.ts';
import { readEnv } from '#server/env.ts';
import { signedIn } from './content-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

// A development server without PUBLIC_URL, as `npm start` runs it: its origin comes from HOST and PORT.
const env = readEnv({ NODE_ENV: 'development', PORT: '4399' });
const OWN = 'http://localhost:4399';
const EVIL = 'http://evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ env: { PUBLIC_URL: env.PUBLIC_URL } });
});
afterAll(() => t.close());

describe('a request naming another host', () => {
  it('OAuth sign-in still redirects through our own origin', async () => {
    const state = 'abcdefghijklmnop0123';
    const res = await t.call(`${EVIL}/api/user/wxOAuth`, { action: 'login', type: 'wx', state });
    expect(res.json.code).toBe(1);
    expect(res.json.data.redirect_uri).toBe(`${OWN}/api/user/oauthCallback/wx`);
    expect(res.json.data.qrconnect_url.startsWith(`${OWN}/api/sim/oauth/wx/`)).toBe(true);
  });

  it('a payment names our own gateway simulator and notification address', async () => {
    const { call } = await signedIn(t, 'origin1');
    const [plan] = await t.db.select().from(plans).where(eq(plans.key, 'vip-year'));
    const order = await call('/api/order/createOrderForVip', { id: plan!.id });
    const res = await call(`${EVIL}/api/payment/aliPay`, { id: order.json.data.id });
    expect(res.json.code).toBe(1);
    const url = new URL(res.json.data.url as string);
    expect(url.origin).toBe(OWN);
    expect(url.searchParams.get('notify_url')).toBe(`${OWN}/api/payment/notify/alipay`);
    expect(url.searchParams.get('return_url')!.startsWith(`${OWN}/`)).toBe(true);
  });
});
