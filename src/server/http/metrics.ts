/**
 * GET /metrics in Prometheus's text format (prom-client): request durations per route family, the caches (public
 * answers, members, page memory), publish runs and the queue read from the database at scrape time, the PostgreSQL
 * pool, and the process (event-loop lag, memory, CPU). Only this machine or the bearer of METRICS_TOKEN may read it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { count, desc, gt, isNotNull, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { logFor } from '#server/core/log.ts';
import type { Db, PoolStats } from '#server/db/client.ts';
import type { WorkerMemory } from '#server/db/workerProtocol.ts';
import { contentEvents, publishRuns } from '#server/db/schema/index.ts';
import type { AccessLine } from './accessLog.ts';
import { isLoopback } from './address.ts';
import type { MemberCache } from './memberCache.ts';
import type { PublicCache } from './publicCache.ts';

const log = logFor('metrics');

export interface MetricsSources {
  db: Db;
  publicCache?: PublicCache | null;
  members?: MemberCache;
  /** The last content event the live generation carries (`publisher.watermark()`); later ones wait in the queue. */
  watermark?: () => number;
  /** The PostgreSQL pool's connections (none on the embedded database). */
  pool?: () => PoolStats | null;
  /** The embedded database thread's memory (absent on PostgreSQL). */
  databaseMemory?: () => Promise<WorkerMemory>;
  /** Bytes of page files held in memory (the live generations' budget). */
  pageBytes?: () => number;
}

export interface Metrics {
  /** Counts a request its access line describes. */
  observe(line: AccessLine): void;
  /** Whether this caller may read the metrics (`metricsAllowed` with this server's token). */
  allowed(req: IncomingMessage): boolean;
  answer(req: IncomingMessage, res: ServerResponse): Promise<void>;
  registry: Registry;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The bearer of the token, else a caller on this machine that no proxy forwarded: nginx on this machine connects from
 * loopback too, so a request with X-Forwarded-For (or Forwarded, X-Real-IP) came from outside. A wrong token is refused.
 */
export function metricsAllowed(req: IncomingMessage, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (auth !== undefined) {
    const given = /^Bearer (.+)$/.exec(auth)?.[1];
    // Digests of equal length: the comparison takes the same time whatever was given.
    return !!token && !!given && timingSafeEqual(digest(given), digest(token));
  }
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => req.headers[h] !== undefined);
  return !forwarded && isLoopback(req.socket.remoteAddress);
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export function createMetrics(sources: MetricsSources, token?: string): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const pages = { hits: 0, misses: 0 };

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route family and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const caches = () => {
    const kept = sources.publicCache?.counters();
    const members = sources.members?.counters();
    return [
      ['public', kept && kept.hits + kept.notModified, kept?.misses],
      ['member', members?.hits, members?.misses],
      ['page', pages.hits, pages.misses],
    ] as const;
  };
  new Counter({
    name: 'portal_cache_hits_total',
    help: 'Answers from a cache: public API answers, signed-in members, pages from memory.',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, hits] of caches()) if (hits !== undefined) this.inc({ cache }, hits);
    },
  });
  new Counter({
    name: 'portal_cache_misses_total',
    help: 'Lookups a cache could not answer (pages: read from the disk).',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, , misses] of caches()) if (misses !== undefined) this.inc({ cache }, misses);
    },
  });

  // Read from publish_runs at scrape time: every process shows the runs of all of them.
  const runs = async () => {
    const byStatus = await sources.db
      .select({
        status: publishRuns.status,
        runs: count(),
        seconds:
          sql<number>`coalesce(sum(extract(epoch from ${publishRuns.finishedAt} - ${publishRuns.startedAt})), 0)`.mapWith(
            Number,
          ),
      })
      .from(publishRuns)
      .groupBy(publishRuns.status);
    const [last] = await sources.db
      .select({ startedAt: publishRuns.startedAt, finishedAt: publishRuns.finishedAt })
      .from(publishRuns)
      .where(isNotNull(publishRuns.finishedAt))
      .orderBy(desc(publishRuns.id))
      .limit(1);
    return { byStatus, last };
  };
  let reading: ReturnType<typeof runs> | null = null;
  /** One read per scrape for the three publish metrics. */
  const publishRunsNow = () => (reading ??= runs().finally(() => setTimeout(() => (reading = null), 0)));

  new Counter({
    name: 'portal_publish_runs_total',
    help: 'Publish runs by status (running, live, failed), from publish_runs.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const read = await publishRunsNow().catch(unread);
      for (const r of read?.byStatus ?? []) this.inc({ status: r.status }, r.runs);
    },
  });
  new Counter({
    name: 'portal_publish_run_seconds_total',
    help: 'Time the finished publish runs took, by status; divided by the runs: the mean run.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const read = await publishRunsNow().catch(unread);
      for (const r of read?.byStatus ?? []) this.inc({ status: r.status }, r.seconds);
    },
  });
  new Gauge({
    name: 'portal_publish_last_run_seconds',
    help: 'How long the latest finished publish run took.',
    registers: [registry],
    async collect() {
      const last = (await publishRunsNow().catch(unread))?.last;
      if (last?.finishedAt) this.set((last.finishedAt.getTime() - last.startedAt.getTime()) / 1000);
    },
  });
  if (sources.watermark) {
    const watermark = sources.watermark;
    new Gauge({
      name: 'portal_publish_queue_depth',
      help: 'Content changes recorded after the live generation: waiting for a publish run.',
      registers: [registry],
      async collect() {
        const rows = await sources.db
          .select({ n: count() })
          .from(contentEvents)
          .where(gt(contentEvents.id, watermark()))
          .catch(unread);
        if (rows?.[0]) this.set(rows[0].n);
      },
    });
  }
  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL connections of this process: total, idle, and callers waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  // What the process's RSS is made of beside the default metrics' own heap (nodejs_heap_size_used_bytes…): the soak
  // bench reads these to say which owner grew.
  new Gauge({
    name: 'portal_memory_bytes',
    help: "Memory by owner: ArrayBuffers, the embedded database's WASM memory and its thread's heap, the public cache, page files.",
    labelNames: ['owner'] as const,
    registers: [registry],
    async collect() {
      this.set({ owner: 'main_array_buffers' }, process.memoryUsage().arrayBuffers);
      const kept = sources.publicCache?.counters();
      if (kept) this.set({ owner: 'public_cache' }, kept.bytes);
      if (sources.pageBytes) this.set({ owner: 'page_files' }, sources.pageBytes());
      const db = await sources.databaseMemory?.().catch(unread);
      if (!db) return;
      this.set({ owner: 'database_wasm' }, db.wasmBytes);
      this.set({ owner: 'database_heap_used' }, db.heapUsed);
      this.set({ owner: 'database_heap_total' }, db.heapTotal);
      this.set({ owner: 'database_external' }, db.external);
    },
  });

  return {
    registry,
    observe(line) {
      duration.observe(
        { method: line.method, route: line.route, status_class: statusClass(line.status) },
        line.ms / 1000,
      );
      if (line.route.startsWith('/api') || line.cache === 'none') return;
      if (line.cache === 'hit') pages.hits++;
      else pages.misses++;
    },
    allowed: (req) => metricsAllowed(req, token),
    async answer(req, res) {
      const body = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}

/** A scrape while the database is away still answers the process's own figures. */
function unread(err: unknown): undefined {
  log.warn({ err }, 'database figures not read');
  return undefined;
}
