/** Shared by the third-party sign-in tests: a fresh state and identity, and the browser's round trip. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Caller } from './support.ts';

export const newState = () => randomBytes(24).toString('base64url').slice(0, 32);
let seq = 0;
/** A fresh simulated identity per test, so tests do not depend on each other. */
export const fresh = (type: 'wx' | 'qq') => `sim-${type}-t${++seq}${randomBytes(3).toString('hex')}`;

export interface Flow {
  type?: 'wx' | 'qq';
  action?: 'login' | 'bind';
  identity?: string;
  token?: string;
  decision?: 'confirm' | 'cancel';
  state?: string;
}

/** The browser's whole provider round trip: start, the simulator's page, confirm (or cancel), the callback. */
export async function authorize(call: Caller, f: Flow = {}) {
  const type = f.type ?? 'wx';
  const state = f.state ?? newState();
  const headers = f.token ? { token: f.token } : undefined;
  const start =
    type === 'wx'
      ? await call('/api/user/wxOAuth', { action: f.action ?? 'login', type, state }, { headers })
      : await call('/api/user/qqOAuth', { action: f.action ?? 'login', platform: type, state }, { headers });
  expect(start.json).toMatchObject({ code: 1 });
  const url: string = type === 'wx' ? start.json.data.qrconnect_url : start.json.data.authorize_url;
  const page = await call(`${url}&identity=${f.identity ?? ''}`);
  expect(page.status).toBe(200);
  const confirm = await call(
    url,
    { identity: f.identity ?? '', decision: f.decision ?? 'confirm' },
    { form: true },
  );
  expect(confirm.status).toBe(302);
  const location = confirm.headers.get('location')!;
  const callback = await call(location);
  return { state, start, page, location, callback };
}

export const poll = (
  call: Caller,
  state: string,
  type: 'wx' | 'qq' = 'wx',
  headers?: Record<string, string>,
) => call('/api/user/checkOAuth', { state, type }, { headers });
