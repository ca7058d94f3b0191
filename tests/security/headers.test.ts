/**
 * Security headers on API answers: an HTML page under /api (the OAuth callback, the simulators' pages) carries the
 * page CSP with the hashes of its inline script (only one of the server's own, SERVER_SCRIPTS) and style; JSON gets a policy that allows nothing; HSTS is sent
 * only when the public origin is https.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { API_CSP } from '#server/site/csp.ts';
import { SERVER_SCRIPTS } from '#server/http/html.ts';
import { secureAnswers } from '#server/http/secureAnswers.ts';
import { LOOPBACK, testApp, type TestApp } from '../api/support.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const sources = (policy: string | null, name: string) =>
  policy
    ?.split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];
const inner = (html: string, tag: string) => new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(html)?.[1];

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  // The developer's browser on the simulators' machine.
  t = await testApp({ ip: LOOPBACK });
  https = await testApp({ env: { PUBLIC_URL: 'https://www.beedata.example' } });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

/** The QQ sign-in round trip through the simulator, ending on our callback page (it closes its popup by script). */
async function qqCallbackPage() {
  const state = randomBytes(24).toString('base64url').slice(0, 32);
  const start = await t.call('/api/user/qqOAuth', { action: 'login', platform: 'qq', state });
  const url: string = start.json.data.authorize_url;
  const confirm = await t.call(url, { identity: '', decision: 'confirm' }, { form: true });
  expect(confirm.status).toBe(302);
  return t.call(confirm.headers.get('location')!);
}

describe('an HTML page answered under /api', () => {
  it('carries the page CSP with the hash of its own inline script and style, no unsafe-inline', async () => {
    const page = await qqCallbackPage();
    expect(page.status).toBe(200);
    const script = inner(page.text, 'script');
    expect(script).toContain('window.close()');
    const policy = page.headers.get('content-security-policy');
    expect(sources(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", sha256(script!)]);
    expect(sources(policy, 'style-src')).toEqual(["'self'", sha256(inner(page.text, 'style')!)]);
    expect(sources(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(sources(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'self'"]);
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    // The callback's own stricter referrer policy stands.
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('a simulator page without a script allows no inline script', async () => {
    const page = await t.call('/api/sim/oauth/wx/connect/qrconnect');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy');
    expect(sources(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(sources(policy, 'style-src')).toContain(sha256(inner(page.text, 'style')!));
  });
});

describe('an HTML answer holding a script the server did not write', () => {
  it('runs the server’s own script only', async () => {
    const app = new Hono<AppEnv>()
      .use(secureAnswers('http://localhost'))
      .get('/', (c) => c.html(`<script>alert(1)</script><script>${SERVER_SCRIPTS.closePopup}</script>`));
    const policy = (await app.request('/')).headers.get('content-security-policy');
    expect(sources(policy, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      sha256(SERVER_SCRIPTS.closePopup),
    ]);
  });
});

describe('a JSON answer', () => {
  it('allows nothing to load or frame it, and is not sniffed', async () => {
    const res = await t.call('/api/health');
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a refusal and an unknown call carry the same headers', async () => {
    const missing = await t.call('/api/no/such/call');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(API_CSP);
    const refused = await t.call('/api/user/login', { username: 'a\u0000b', password: 'x' });
    expect(refused.json.code).toBe(0);
    expect(refused.headers.get('content-security-policy')).toBe(API_CSP);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when PUBLIC_URL is https', async () => {
    const res = await https.call('/api/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('is not sent when PUBLIC_URL is http', async () => {
    const res = await t.call('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
