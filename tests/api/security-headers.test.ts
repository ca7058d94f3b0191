/**
 * Every answer carries the security headers (issue 27, row 10): pages, API, uploads, 404s, 5xx, redirects, 405,
 * through the production server's handler (siteServer.ts) and the API app alike. An HTML answer's scripts are only
 * the server's own or the build's.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, sha256Source } from '#server/site/csp.ts';
import { SERVER_SCRIPTS } from '#server/http/html.ts';
import { answerHeaders, HSTS, PERMISSIONS_POLICY, securityHeaders } from '#server/http/securityHeaders.ts';
import { siteHandler } from '#server/http/siteServer.ts';
import { sitePages, type PageSource } from '#server/http/sitePages.ts';
import { putImage } from '#server/services/files/storage.ts';
import { openSite, type BuildManifest } from '#server/services/publish/site.ts';
import { pngOf } from './image-bytes.ts';
import { failingInserts, testApp, type TestApp } from './support.ts';

const PUBLIC_URL = 'https://portal.example';
const BUILD_SCRIPT = 'build()';
const MANIFEST: BuildManifest = {
  startedAt: '2026-01-01T00:00:00.000Z',
  builtAt: 'b1',
  pages: {},
  inline: { scripts: [sha256Source(BUILD_SCRIPT)], styles: [] },
};
const page = (text: string) => `<html><body><p>${text}</p><script>${BUILD_SCRIPT}</script></body></html>`;

let t: TestApp;
let dir: string;
let server: Server;
let image: string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

function get(
  p: string,
  method = 'GET',
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const json = typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: p,
        method,
        headers: json ? { ...headers, 'content-type': type } : headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(json);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
  const dist = path.join(dir, 'dist');
  const files = path.join(dir, 'files');
  for (const [rel, body] of Object.entries({
    'index.html': page('home'),
    '404.html': page('not found'),
    'a/index.html': page('a'),
    '_astro/a.js': 'export {};',
    '_portal/pages.json': JSON.stringify(MANIFEST),
  })) {
    mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    writeFileSync(path.join(dist, rel), body);
  }
  // Writes fail (a full disk): a member's write answers 500.
  t = await testApp({ db: failingInserts, env: { PUBLIC_URL, FILES_DIR: files } });
  image = `/uploads/${await putImage(t.deps().files, pngOf(300, 200, 1), 'png')}`;
  const site = openSite(dist);
  // A page source that fails on one path: the server's own 500.
  const source: PageSource = {
    resolve: (p) => {
      if (p === '/boom') throw new Error('boom');
      return site.resolve(p);
    },
  };
  const pages = sitePages(source, securityHeaders(PUBLIC_URL));
  const api = getRequestListener((req) => t.app.fetch(req));
  server = createServer(siteHandler({ api, pages, headers: answerHeaders(PUBLIC_URL) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}, 120_000);

afterAll(async () => {
  server.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(path.join(dir, 'dist-live'), { recursive: true, force: true });
});

/** Every kind of answer the site gives: name, path ('' = a stored upload), status, method and JSON body. */
const KINDS: [string, string, number, ('GET' | 'POST')?, unknown?][] = [
  ['a page', '/a', 200],
  ['the home', '/', 200],
  ['a page asked again (answered at once)', '/a', 200],
  ['a page not modified', '/a', 304],
  ['a build asset', '/_astro/a.js', 200],
  ['the 404 page', '/nowhere', 404],
  ['a hidden folder', '/_portal/pages.json', 404],
  ['a legacy route (301)', '/home/page/group.html', 301],
  ['a trailing slash (301)', '/a/', 301],
  ['a page asked with POST (405)', '/a', 405, 'POST', {}],
  ['the server’s 500 page', '/boom', 500],
  ['an API answer', '/api/health', 200],
  ['an unknown API route (JSON 404)', '/api/nowhere', 404],
  ['a member call without a token (401)', '/api/baike/getMyBaike', 401, 'POST', {}],
  ['an API refusal', '/api/baike/getBaikeContent', 200, 'POST', { id: 'x' }],
  ['a body that is not JSON (415)', '/api/user/feedback', 415, 'POST', 'text'],
  [
    'an API 500',
    '/api/user/feedback',
    500,
    'POST',
    { contact: '张三', tel: '13800138000', content: '页面打不开' },
  ],
  ['an HTML answer of the API', '/api/user/oauthCallback/xx', 404],
  ['an uploaded image', '', 200],
  ['an uploaded image not modified', '', 304],
  ['an upload not stored', `/uploads/baike/${'a'.repeat(64)}.png`, 404],
  ['an upload path of no image', '/uploads/../api/user/logout', 404],
  ['another upload folder', '/uploads/other/x.png', 404],
];

/** The headers the project sets for pages, on any answer; a page's scripts only the build's or the server's. */
function expectSecure(h: IncomingHttpHeaders | Record<string, string>): void {
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBeTruthy();
  expect(h['x-frame-options']).toBe('SAMEORIGIN');
  expect(h['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(h['strict-transport-security']).toBe(HSTS);
  const csp = String(h['content-security-policy'] ?? '');
  const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scripts).not.toContain("'unsafe-inline'");
  // A script Node serves may be a worker's, which runs under its own answer's policy: the pages'.
  if (/^text\/(html|javascript)/.test(String(h['content-type'] ?? ''))) {
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const allowed = [sha256Source(BUILD_SCRIPT), ...Object.values(SERVER_SCRIPTS).map(sha256Source)];
    for (const hash of scripts.match(/'sha256-[^']+'/g) ?? []) expect(allowed).toContain(hash);
  } else {
    expect(csp).toBe(API_CSP);
  }
}

describe('the security headers of every answer', () => {
  it.each(KINDS)('%s', async (_kind, p, status, method = 'GET', body) => {
    const target = p || image;
    const headers: Record<string, string> = {};
    if (status === 304) headers['if-none-match'] = String((await get(target)).headers.etag);
    const res = await get(target, method, headers, body);
    expect(res.status).toBe(status);
    expectSecure(res.headers);
    // The API app sets them itself too: `astro dev` and the API tests call it without the server in front.
    if (/^\/(api|uploads)\//.test(target)) {
      const direct = await t.app.request(target, {
        method,
        headers:
          body === undefined
            ? headers
            : { ...headers, 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(direct.status).toBe(status);
      expectSecure(Object.fromEntries(direct.headers));
    }
  });
});

describe('X-Robots-Tag', () => {
  it.each([
    ['an API answer', '/api/health', 'noindex'],
    ['an API refusal', '/api/nowhere', 'noindex'],
    ['the editor screen', '/admin', 'noindex'],
    ['a member page', '/user/profile', 'noindex'],
    ['search results', '/search/result', 'noindex'],
    ['a public page', '/a', undefined],
    ['the home', '/', undefined],
    ['an uploaded image', '', undefined],
  ])('%s: %s', async (_kind, p, robots) => {
    const res = await get(p || image);
    expect(res.headers['x-robots-tag']).toBe(robots);
  });

  it('is sent by the API app itself for /api/ (astro dev and the API tests)', async () => {
    expect((await t.app.request('/api/health')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await t.app.request(image)).headers.get('x-robots-tag')).toBeNull();
  });
});
