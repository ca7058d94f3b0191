/**
 * GET /metrics (issue 31): Prometheus's text with the request durations per route family, the caches, the publish runs
 * and queue, the pool and the event loop; answered to this machine when no proxy forwarded the request, or to the
 * bearer of METRICS_TOKEN; everyone else gets the site's 404, as for any unknown address.
 */
import type { IncomingMessage } from 'node:http';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEvents, publishRuns } from '#server/db/schema/index.ts';
import { createMetrics, metricsAllowed } from '#server/http/metrics.ts';
import { httpBrowser, siteServer, type SiteServer } from './site-server-fixtures.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

let s: SiteServer;
let http: ReturnType<typeof httpBrowser>;

beforeAll(async () => {
  s = await siteServer({ metricsToken: TOKEN });
  http = httpBrowser(s.origin);
  const started = new Date(Date.now() - 60_000);
  await s.t.db.insert(publishRuns).values([
    {
      status: 'live',
      firstEventId: 1,
      lastEventId: 1,
      startedAt: started,
      finishedAt: new Date(started.getTime() + 2_500),
    },
    {
      status: 'failed',
      firstEventId: 2,
      lastEventId: 2,
      startedAt: started,
      finishedAt: new Date(started.getTime() + 500),
    },
  ]);
  // A page twice (page memory), a public read twice (a miss, then a hit), an unknown address.
  await http('/article/detail/7');
  await http('/article/detail/7');
  await http('/api/reference/getList', {});
  await http('/api/reference/getList', {});
  await http('/nowhere');
}, 120_000);

afterAll(() => s.close());

/** A metric's value in the text, by its name and labels as written. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers this machine with the request, cache, publish, queue and process metrics', async () => {
    const res = await fetch(`${s.origin}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(
      value(
        text,
        'http_request_duration_seconds_count{method="GET",route="/article/detail",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(
      value(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/reference/getList",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(
      value(text, 'http_request_duration_seconds_count{method="GET",route="(not found)",status_class="4xx"}'),
    ).toBe(1);
    // The page twice and the 404 page, all from memory.
    expect(value(text, 'portal_cache_hits_total{cache="page"}')).toBe(3);
    expect(value(text, 'portal_cache_hits_total{cache="public"}')).toBe(1);
    expect(value(text, 'portal_cache_misses_total{cache="public"}')).toBe(1);
    expect(value(text, 'portal_cache_hits_total{cache="member"}')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'portal_publish_runs_total{status="live"}')).toBe(1);
    expect(value(text, 'portal_publish_runs_total{status="failed"}')).toBe(1);
    expect(value(text, 'portal_publish_run_seconds_total{status="live"}')).toBeCloseTo(2.5, 3);
    expect(value(text, 'portal_publish_last_run_seconds')).toBeCloseTo(0.5, 3);
    const [events] = await s.t.db.select({ n: count() }).from(contentEvents);
    expect(value(text, 'portal_publish_queue_depth')).toBe(events!.n);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text).toContain(`\n${name} `);
  });

  it('refuses, with the 404 of any unknown address, a forwarded request without the token and a wrong token', async () => {
    const unknown = await (await fetch(`${s.origin}/nowhere`)).text();
    const refused: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { authorization: 'Bearer not-the-metrics-token-at-all' },
      { authorization: `Bearer ${TOKEN}x`, 'x-forwarded-for': '203.0.113.9' },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const res = await fetch(`${s.origin}/metrics`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(await res.text()).toBe(unknown);
    }
    expect((await fetch(`${s.origin}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('answers the bearer of the token, forwarded or not', async () => {
    const bearers: Record<string, string>[] = [
      { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
      { authorization: `Bearer ${TOKEN}` },
    ];
    for (const headers of bearers) {
      const res = await fetch(`${s.origin}/metrics`, { headers });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds_bucket');
    }
  });

  it('refuses a caller on another machine without the token (the socket decides, not a header)', () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
    expect(metricsAllowed(from('203.0.113.7'), TOKEN)).toBe(false);
    expect(metricsAllowed(from('::ffff:10.0.0.5'), undefined)).toBe(false);
    expect(metricsAllowed(from('127.0.0.1'), undefined)).toBe(true);
    expect(metricsAllowed(from('::1'), undefined)).toBe(true);
    expect(metricsAllowed(from('203.0.113.7', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    // Without a configured token no bearer is let in, whatever it sends.
    expect(metricsAllowed(from('203.0.113.7', { authorization: 'Bearer ' }), undefined)).toBe(false);
  });

  it('shows the PostgreSQL pool as the database reports it', async () => {
    const metrics = createMetrics({ db: s.t.db, pool: () => ({ total: 7, idle: 5, waiting: 1 }) });
    const text = await metrics.registry.metrics();
    expect(value(text, 'portal_db_pool_connections{state="total"}')).toBe(7);
    expect(value(text, 'portal_db_pool_connections{state="idle"}')).toBe(5);
    expect(value(text, 'portal_db_pool_connections{state="waiting"}')).toBe(1);
  });
});
