/**
 * The production handler (siteServer.ts) on a real port, as serve.ts wires it: the test app's API, a tiny prebuilt
 * site, the access lines read into an array, and /metrics. PUBLIC_URL is this server, and the app's outside calls
 * (payment channels, their notifications) go over HTTP through it, so every request of a flow gets its access line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import pino from 'pino';
import type { Deps } from '#server/core/deps.ts';
import type { AccessLine } from '#server/http/accessLog.ts';
import { createMemberCache } from '#server/http/memberCache.ts';
import { createMetrics, type Metrics } from '#server/http/metrics.ts';
import { answerHeaders, securityHeaders } from '#server/http/securityHeaders.ts';
import { siteHandler } from '#server/http/siteServer.ts';
import { sitePages } from '#server/http/sitePages.ts';
import { openSite, type BuildManifest } from '#server/services/publish/site.ts';
import { testApp, type TestApp, type TestAppOptions } from './support.ts';

const MANIFEST: BuildManifest = {
  startedAt: '2026-01-01T00:00:00.000Z',
  builtAt: 'b1',
  pages: {},
  inline: { scripts: [], styles: [] },
};

export interface SiteServer {
  t: TestApp;
  origin: string;
  /** The access lines as written (JSON text) and parsed. */
  accessRaw: string[];
  access: (AccessLine & { level: string; msg: string })[];
  metrics: Metrics;
  /** Outside calls the app made (payment notifications among them): address, headers and body as sent. */
  outbound: { url: string; headers: Record<string, string>; body: string; requestId: string | null }[];
  close: () => Promise<void>;
}

export async function siteServer(
  opts: { metricsToken?: string; db?: TestAppOptions['db'] } = {},
): Promise<SiteServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  const dist = path.join(dir, 'dist');
  for (const [rel, body] of Object.entries({
    'index.html': '<html><body>home</body></html>',
    '404.html': '<html><body>not found</body></html>',
    'article/detail/7/index.html': '<html><body>article 7</body></html>',
    '_portal/pages.json': JSON.stringify(MANIFEST),
  })) {
    mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    writeFileSync(path.join(dist, rel), body);
  }
  const accessRaw: string[] = [];
  const access: SiteServer['access'] = [];
  const log = pino(
    { level: 'info', formatters: { level: (label) => ({ level: label }) } },
    {
      write(line: string) {
        accessRaw.push(line);
        access.push(JSON.parse(line));
      },
    },
  );
  // The server listens first (its port goes into PUBLIC_URL); the handler it serves is made next.
  const route: { handler?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const server = createServer((req, res) => route.handler!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const outbound: SiteServer['outbound'] = [];
  const fetchOut: Deps['fetch'] = async (url, init) => {
    const res = await fetch(url, init);
    outbound.push({
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : '',
      requestId: res.headers.get('x-request-id'),
    });
    return res;
  };
  const t = await testApp({
    env: { PUBLIC_URL: origin },
    fetch: fetchOut,
    members: createMemberCache(),
    db: opts.db,
  });
  const site = openSite(dist);
  const metrics = createMetrics(
    { db: t.db, publicCache: t.cache, members: t.deps().members, watermark: () => 0 },
    opts.metricsToken,
  );
  route.handler = siteHandler({
    api: getRequestListener((req, env) => t.app.fetch(req, env)),
    pages: sitePages(site, securityHeaders(origin)),
    headers: answerHeaders(origin),
    metrics,
    access: { log, observe: metrics.observe },
  });
  return {
    t,
    origin,
    accessRaw,
    access,
    metrics,
    outbound,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dist}-live`, { recursive: true, force: true });
    },
  };
}

export interface HttpAnswer {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers differ per call; tests assert them
  requestId: string | null;
  headers: Headers;
}

/** A browser over HTTP: its own cookies, answers with their request id. */
export function httpBrowser(origin: string) {
  const jar = new Map<string, string>();
  return async function call(
    p: string,
    body?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const sent: Record<string, string> = { ...headers };
    if (jar.size) sent.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body) sent['content-type'] = 'application/json';
    const res = await fetch(`${origin}${p}`, {
      method: body ? 'POST' : 'GET',
      headers: sent,
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [k, v] = pair!.split('=');
      if (k) jar.set(k.trim(), v ?? '');
    }
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : null;
    return { status: res.status, json, requestId: res.headers.get('x-request-id'), headers: res.headers };
  };
}
