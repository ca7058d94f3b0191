import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Source } from '#server/site/csp.ts';
import { sendFile } from '#server/http/static.ts';
import { sitePages } from '#server/http/sitePages.ts';
import { fileMemory, fileTable, HELD_MAX_BYTES } from '#server/site/staticTable.ts';
import { compressFiles, compressTree } from '#server/services/publish/compress.ts';
import { openSite, type BuildManifest } from '#server/services/publish/site.ts';

const SECURITY = { 'X-Content-Type-Options': 'nosniff' };
const page = (text: string) =>
  `<html><body><script>var x=1</script>${`<p>${text}</p>\n`.repeat(200)}</body></html>`;
/** The build's inline scripts: the pages' own `var x=1` (publish/inlineSources.ts collects them when it ends). */
const MANIFEST: BuildManifest = {
  startedAt: '2026-01-01T00:00:00.000Z',
  builtAt: 'b1',
  pages: {},
  inline: { scripts: [sha256Source('var x=1')], styles: [] },
};
const BIG = Buffer.alloc(HELD_MAX_BYTES + 100_000, 'x');

function tree(root: string, files: Record<string, string | Buffer>): void {
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), body);
  }
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let dir: string;
let dist: string;
let site: ReturnType<typeof openSite>;

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

const text = (a: Answer): string => {
  const enc = a.headers['content-encoding'];
  const raw = enc === 'br' ? brotliDecompressSync(a.body) : enc === 'gzip' ? gunzipSync(a.body) : a.body;
  return raw.toString('utf8');
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  dist = path.join(dir, 'dist');
  tree(dist, {
    'index.html': page('home'),
    '404.html': page('not found page'),
    'article/detail/1/index.html': page('one'),
    'article/detail/2/index.html': page('two'),
    // A prebuilt page a script reached after the build (a write to the folder, a hole in a template).
    'article/detail/3/index.html': page('three').replace('</body>', '<script>alert(1)</script></body>'),
    '_astro/app.abc.js': 'export const a = 1;\n'.repeat(100),
    'files/report.pdf': BIG,
    '_portal/pages.json': JSON.stringify(MANIFEST),
  });
  await compressTree(dist);
  site = openSite(dist);
  const pages = sitePages(site, SECURITY);
  server = createServer((req, res) => pages.handle(req, res, new URL(req.url ?? '/', 'http://localhost')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dist}-live`, { recursive: true, force: true });
});

describe('static files from the live table', () => {
  it('answers a page, its .html twin and index.html form alike, and the home by /, /index and /index.html', async () => {
    const forms = await Promise.all(
      ['/article/detail/1', '/article/detail/1.html', '/article/detail/1/index.html'].map((p) => get(p)),
    );
    for (const a of forms) {
      expect(a.status).toBe(200);
      expect(text(a)).toContain('<p>one</p>');
      expect(a.headers.etag).toBe(forms[0]!.headers.etag);
      expect(a.headers['cache-control']).toBe('no-cache');
      expect(a.headers['content-security-policy']).toContain("'sha256-");
      expect(a.headers['last-modified']).toMatch(/GMT$/);
      expect(a.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const p of ['/', '/index', '/index.html']) expect(text(await get(p))).toContain('<p>home</p>');
    const asset = await get('/_astro/app.abc.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers legacy routes and trailing slashes with 301 as before', async () => {
    const legacy = await get('/home/page/group.html');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.location).toBe('/group');
    const slash = await get('/article/detail/1/?a=1');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/article/detail/1?a=1');
  });

  it('answers the 404 page for a path not in the table, even when the file appeared on disk since', async () => {
    const missing = await get('/article/detail/9');
    expect(missing.status).toBe(404);
    expect(text(missing)).toContain('not found page');
    tree(dist, { 'late/index.html': page('late') });
    expect((await get('/late')).status).toBe(404);
    expect((await get('/_portal/pages.json')).status).toBe(404);
  });

  it('negotiates br, then gzip, then the plain file, each with its own length', async () => {
    const br = await get('/article/detail/2', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/article/detail/2', { 'accept-encoding': 'gzip' });
    const plain = await get('/article/detail/2');
    // A coding the client refuses (q=0) is not sent, as with API answers (answerEncoding.ts).
    const notBr = await get('/article/detail/2', { 'accept-encoding': 'br;q=0, gzip' });
    expect([br, gz, plain, notBr].map((a) => a.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
      'gzip',
    ]);
    for (const a of [br, gz, plain]) {
      expect(Number(a.headers['content-length'])).toBe(a.body.length);
      expect(a.headers.vary).toBe('Accept-Encoding');
      expect(text(a)).toBe(page('two'));
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/article/detail/1', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get('/article/detail/1', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('answers 304 to a current If-None-Match or If-Modified-Since, 200 to a stale one', async () => {
    const first = await get('/article/detail/1', { 'accept-encoding': 'br' });
    const same = await get('/article/detail/1', { 'if-none-match': first.headers.etag! });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
    expect(same.headers.etag).toBe(first.headers.etag);
    const since = await get('/article/detail/1', { 'if-modified-since': first.headers['last-modified']! });
    expect(since.status).toBe(304);
    expect((await get('/article/detail/1', { 'if-none-match': 'W/"old"' })).status).toBe(200);
  });

  it('streams a large file with its full length and holds it not in memory', async () => {
    const held = site.heldBytes();
    const pdf = await get('/files/report.pdf', { 'accept-encoding': 'br, gzip' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(Number(pdf.headers['content-length'])).toBe(BIG.length);
    expect(pdf.body.equals(BIG)).toBe(true);
    expect(site.heldBytes()).toBe(held);
  });

  it('keeps small bodies in memory: a held page is answered after its file left the disk', async () => {
    await get('/_astro/app.abc.js', { 'accept-encoding': 'br' });
    expect(site.heldBytes()).toBeGreaterThan(0);
    rmSync(path.join(dist, '_astro/app.abc.js.br'));
    const again = await get('/_astro/app.abc.js', { 'accept-encoding': 'br' });
    expect(again.status).toBe(200);
    expect(text(again)).toContain('export const a = 1;');
  });

  it('allows the build’s inline scripts only, never one a served file holds', async () => {
    const injected = await get('/article/detail/3');
    expect(injected.status).toBe(200);
    expect(text(injected)).toContain('<script>alert(1)</script>');
    const policy = String(injected.headers['content-security-policy']);
    const scripts = policy.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scripts).toContain(sha256Source('var x=1'));
    expect(scripts).not.toContain(sha256Source('alert(1)'));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect((await get('/article/detail/1')).headers['content-security-policy']).toBe(policy);
  });

  it('serves a published page from the new generation right after the swap, under the generation’s manifest, and frees the old one', async () => {
    for (const enc of ['br', 'gzip', '']) {
      const before = await get('/article/detail/1', { 'accept-encoding': enc });
      expect(text(before)).toContain('<p>one</p>');
      expect(before.headers['content-security-policy']).not.toContain(sha256Source('edited()'));
    }
    const heldBefore = site.heldBytes();
    const next = site.nextDir('1');
    tree(next, {
      'article/detail/1/index.html': page('one, edited').replace(
        '</body>',
        '<script>edited()</script></body>',
      ),
      // The generation's manifest (merge.ts carries the build's): here it also lists the script the page added.
      '_portal/pages.json': JSON.stringify({
        ...MANIFEST,
        inline: { scripts: [...MANIFEST.inline!.scripts, sha256Source('edited()')], styles: [] },
      }),
    });
    await compressFiles(next, [path.join(next, 'article/detail/1/index.html')]);
    await site.swap({
      overlay: next,
      removed: new Set(['/article/detail/2']),
      manifest: MANIFEST,
      watermark: 1,
      search: { files: [], removedUrls: [] },
    });
    // The full build's bodies of the replaced and removed pages were given back at the swap.
    expect(site.heldBytes()).toBeLessThanOrEqual(heldBefore - page('one').length - page('two').length);
    for (const enc of ['br', 'gzip', '']) {
      const a = await get('/article/detail/1', { 'accept-encoding': enc });
      expect(a.status).toBe(200);
      expect(text(a)).toContain('<p>one, edited</p>');
      // Its policy is the generation's: the script its manifest lists is allowed by its hash.
      expect(a.headers['content-security-policy']).toContain(sha256Source('edited()'));
    }
    expect(text(await get('/article/detail/1.html'))).toContain('<p>one, edited</p>');
    for (const p of ['/article/detail/2', '/article/detail/2.html']) expect((await get(p)).status).toBe(404);
    expect(text(await get('/'))).toContain('<p>home</p>');
  });
});

describe('memory budget', () => {
  it('streams what no longer fits in the budget, with the same answer', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-budget-'));
    tree(root, { 'a.txt': 'a'.repeat(3000), 'b.txt': 'b'.repeat(3000) });
    const memory = fileMemory(4000);
    const table = fileTable(root, memory);
    const small = createServer((req, res) => {
      const file = table.get(req.url!);
      if (!file || !sendFile(req, res, file, SECURITY)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve));
    const saved = server;
    server = small;
    try {
      expect((await get('/a.txt')).body.toString()).toBe('a'.repeat(3000));
      expect(memory.held).toBe(3000);
      const b = await get('/b.txt');
      expect(b.body.toString()).toBe('b'.repeat(3000));
      expect(Number(b.headers['content-length'])).toBe(3000);
      expect(memory.held).toBe(3000);
    } finally {
      server = saved;
      small.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
