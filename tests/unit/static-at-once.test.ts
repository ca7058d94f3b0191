/**
 * A prebuilt page asked again is answered at once (sitePages.direct: one writeHead from lists made once per file,
 * the body from memory) with exactly what the ordinary way answers: every header, its access line, 304, HEAD and the
 * codings; and never for what the ordinary way refuses, redirects or no longer serves.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLine } from '#server/http/accessLog.ts';
import { answerHeaders, securityHeaders } from '#server/http/securityHeaders.ts';
import { siteHandler } from '#server/http/siteServer.ts';
import { sitePages, type SitePages } from '#server/http/sitePages.ts';
import { compressFiles, compressTree } from '#server/services/publish/compress.ts';
import { openSite, type BuildManifest } from '#server/services/publish/site.ts';

const PUBLIC_URL = 'https://portal.example';
const MANIFEST: BuildManifest = {
  startedAt: '2026-01-01T00:00:00.000Z',
  builtAt: 'b1',
  pages: {},
  inline: { scripts: [], styles: [] },
};
const page = (text: string) => `<html><body>${`<p>${text}</p>\n`.repeat(200)}</body></html>`;

let dir: string;
let dist: string;
let server: Server;
let site: ReturnType<typeof openSite>;
let pages: SitePages;
const access: AccessLine[] = [];
/** Answers sitePages.direct gave (the server's handler calls it through `pages`). */
let atOnce = 0;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(p: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: p, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers that differ per answer by design: its date and its request id. */
const fixed = (h: IncomingHttpHeaders) => {
  const { date: _date, 'x-request-id': _id, ...rest } = h;
  return rest;
};

/** The answer, and the access line the server wrote for it (written when the response closed). */
async function answered(p: string, headers: Record<string, string> = {}, method = 'GET') {
  const a = await get(p, headers, method);
  for (let i = 0; i < 50 && access.at(-1)?.reqId !== a.headers['x-request-id']; i++)
    await new Promise((r) => setTimeout(r, 10));
  return { ...a, line: access.at(-1)! };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-at-once-'));
  dist = path.join(dir, 'dist');
  for (const [rel, body] of Object.entries({
    'index.html': page('home'),
    '404.html': page('not found'),
    'article/detail/1/index.html': page('one'),
    'article/detail/2/index.html': page('two'),
    'user/profile/index.html': page('member page'),
    'styles/site.css': 'p { color: red }\n'.repeat(200),
    '_portal/pages.json': JSON.stringify(MANIFEST),
  })) {
    mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    writeFileSync(path.join(dist, rel), body);
  }
  await compressTree(dist);
  site = openSite(dist);
  pages = sitePages(site, securityHeaders(PUBLIC_URL));
  const direct = pages.direct;
  pages.direct = (...args) => {
    const sent = direct(...args);
    if (sent) atOnce++;
    return sent;
  };
  const log = pino({ level: 'info' }, { write: (line: string) => void access.push(JSON.parse(line)) });
  const api = (_req: unknown, res: import('node:http').ServerResponse) => res.writeHead(200).end('{}');
  server = createServer(
    siteHandler({
      api,
      pages,
      headers: answerHeaders(PUBLIC_URL),
      origin: { publicUrl: PUBLIC_URL, production: true },
      access: { log },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dist}-live`, { recursive: true, force: true });
});

describe('a page answered at once', () => {
  it.each([
    ['a page, brotli', '/article/detail/1', { 'accept-encoding': 'gzip, deflate, br' }],
    ['its .html twin, gzip', '/article/detail/1.html', { 'accept-encoding': 'gzip' }],
    ['its index.html form, as it is', '/article/detail/1/index.html', {}],
    ['the home', '/', { 'accept-encoding': 'br' }],
    ['a member page (X-Robots-Tag)', '/user/profile', { 'accept-encoding': 'br' }],
    ['a stylesheet (the answer headers’ policy)', '/styles/site.css', { 'accept-encoding': 'br' }],
  ])('%s: the same headers, body and access line as the ordinary way', async (_kind, p, headers) => {
    const before = atOnce;
    const first = await answered(p, headers);
    expect(atOnce).toBe(before);
    const again = await answered(p, headers);
    expect(atOnce).toBe(before + 1);
    expect(again.status).toBe(200);
    expect(fixed(again.headers)).toEqual(fixed(first.headers));
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.body.equals(first.body)).toBe(true);
    const facts = (l: AccessLine) => [l.method, l.route, l.status, l.bytes, l.cache, l.aborted];
    expect(facts(again.line)).toEqual(facts(first.line));
    expect(again.line.reqId).toBe(again.headers['x-request-id']);
    expect(again.line.bytes).toBe(again.body.length);
  });

  it('answers HEAD and a current If-None-Match (304) as the ordinary way does', async () => {
    const full = await answered('/article/detail/2', { 'accept-encoding': 'br' });
    const head = await answered('/article/detail/2', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(fixed(head.headers)).toEqual(fixed(full.headers));
    expect(head.line).toMatchObject({ method: 'HEAD', bytes: 0, cache: 'none', route: '/article/detail' });
    const current = { 'if-none-match': String(full.headers.etag) };
    const ordinary304 = await answered('/article/detail/2.html', current);
    const counted = atOnce;
    const atOnce304 = await answered('/article/detail/2.html', current);
    expect(atOnce).toBe(counted + 1);
    expect([ordinary304.status, atOnce304.status]).toEqual([304, 304]);
    expect(fixed(atOnce304.headers)).toEqual(fixed(ordinary304.headers));
    expect(atOnce304.line).toMatchObject({ status: 304, bytes: 0, cache: 'hit' });
  });

  it('takes only a GET or HEAD of a path the ordinary way answered with a file, as asked (no query, nothing normalised)', async () => {
    const res = () => ({ writeHead: () => expect.unreachable(), end: () => expect.unreachable() });
    const ask = (url: string, method = 'GET') =>
      pages.direct(
        { url, method, headers: {} } as never,
        res() as never,
        answerHeaders(PUBLIC_URL),
        'id-0000-test',
      );
    const paths = [
      '/article/detail/1?id=2',
      '/article/detail/1/',
      '/article/./detail/1',
      '/article/detail/1/../1',
      '/_portal/pages.json',
      '/nowhere',
    ];
    // Each asked the ordinary way first (a file, a redirect or a 404): none is learnt.
    for (const p of ['/article/detail/1', ...paths]) await get(p);
    expect(ask('/article/detail/1', 'POST')).toBeNull();
    for (const p of paths) expect(ask(p), p).toBeNull();
  });

  it('serves the new generation at once after a swap, and a page removed since gets the 404 page', async () => {
    for (const p of ['/article/detail/1', '/article/detail/2']) await get(p, { 'accept-encoding': 'br' });
    const next = site.nextDir('1');
    mkdirSync(path.join(next, 'article/detail/1'), { recursive: true });
    writeFileSync(path.join(next, 'article/detail/1/index.html'), page('one, edited'));
    mkdirSync(path.join(next, '_portal'), { recursive: true });
    writeFileSync(path.join(next, '_portal/pages.json'), JSON.stringify(MANIFEST));
    await compressFiles(next, [path.join(next, 'article/detail/1/index.html')]);
    await site.swap({
      overlay: next,
      removed: new Set(['/article/detail/2']),
      manifest: MANIFEST,
      watermark: 1,
      search: { files: [], removedUrls: [] },
    });
    const counted = atOnce;
    const edited = await get('/article/detail/1');
    expect(atOnce).toBe(counted + 1);
    expect(edited.body.toString()).toContain('<p>one, edited</p>');
    const removed = await get('/article/detail/2');
    expect(removed.status).toBe(404);
    expect(removed.body.toString()).toContain('<p>not found</p>');
  });
});
