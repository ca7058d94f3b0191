/**
 * The production server: the API, legacy 301s, the prebuilt pages and their .html twins, real 404s. Loaded by serve.ts
 * once the embedded database is opening.
 */
import { createServer } from 'node:http';
import { modeReason } from './env.ts';
import { answerHeaders, securityHeaders } from '#server/http/securityHeaders.ts';
import { siteHandler } from '#server/http/siteServer.ts';
import { drainable } from '#server/http/drain.ts';
import { createMetrics } from '#server/http/metrics.ts';
import { sitePages } from '#server/http/sitePages.ts';
import { modeLine } from './mode.ts';
import { getRuntime, nodeListener } from './runtime.ts';
import { sweepExpired } from '#server/services/security/maintenance.ts';
import { closeExpired } from '#server/services/order/end.ts';
import { schedulePrivacyJobs } from '#server/services/privacy/jobs.ts';
import { readManifest } from '#server/services/publish/site.ts';
import { warmSearchIndexer } from '#server/services/publish/searchIndex.ts';
import { scheduleStandardStatusJob } from '#server/services/standard/statusJob.ts';
import { scheduleRetentionJob } from '#server/services/legal/retentionJob.ts';
import { tradeLegacyNames } from '#server/services/trade/legacyNames.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('serve');

const { env, database, deps, publishing } = await getRuntime({ publishFrom: () => ownUrl() });
log.info({ mode: env.NODE_ENV }, modeLine(env, modeReason()));
// Without its database worker this process can only fail: exit, so the supervisor starts a fresh one.
database.onLost?.((err) => {
  log.fatal({ err }, 'the embedded database stopped; exiting');
  process.exit(1);
});
const api = await nodeListener();
// The live root changes when a rebuild swaps in a new generation: read it per request, never keep it.
const { site, publisher, renderer } = publishing!;
const SECURITY_HEADERS = securityHeaders(env.PUBLIC_URL);

const pages = sitePages(site, SECURITY_HEADERS, tradeLegacyNames(database.db));
const metrics = createMetrics(
  {
    db: database.db,
    publicCache: deps.publicCache,
    members: deps.members,
    watermark: () => publisher.watermark(),
    pool: database.pool,
    databaseMemory: database.memory,
    pageBytes: () => site.heldBytes(),
  },
  env.METRICS_TOKEN,
);

const server = createServer();
// Behind nginx (TRUST_PROXY), a stop first hands GETs back to nginx, which then leaves this process out of rotation.
const stopping = drainable(
  server,
  siteHandler({
    api,
    pages,
    headers: answerHeaders(env.PUBLIC_URL),
    origin: { publicUrl: env.PUBLIC_URL, production: env.NODE_ENV === 'production' },
    metrics,
    access: { observe: metrics.observe },
  }),
  { behindProxy: env.TRUST_PROXY > 0 },
);

const sweeper = setInterval(
  () =>
    void sweepExpired(database.db, new Date()).catch((err) => logFor('sweep').error({ err }, 'sweep failed')),
  3_600_000,
);
sweeper.unref();

// Unpaid orders close a minute or less after their time (the channels are asked and told first).
const orderCloser = setInterval(
  () =>
    void closeExpired(deps).catch((err) => logFor('orders').error({ err }, 'closing expired orders failed')),
  60_000,
);
orderCloser.unref();

/** The rebuild reads content through this server: its loopback address. */
function ownUrl(): string {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host =
    typeof address === 'object' && address && !/^(::|0\.0\.0\.0)$/.test(address.address)
      ? address.address
      : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

server.listen(env.PORT, env.HOST, () => {
  // From the process's start (performance.timeOrigin), its module graph included.
  const ms = Math.round(performance.now());
  const { user, system } = process.cpuUsage();
  const cpuMs = Math.round((user + system) / 1000);
  const live = site.live().overlay ?? site.live().base;
  log.info(
    { ms, cpuMs, host: env.HOST, port: env.PORT, driver: database.driver, live },
    `${env.PUBLIC_URL} ready in ${ms} ms, listening on ${env.HOST}:${env.PORT} (${database.driver}, ${live})`,
  );
  // Catch up with changes made after the live build began (or while the server was down).
  publisher.notify();
  // Standards change status on China's calendar day: today's (and a missed day's) pages are re-rendered.
  scheduleStandardStatusJob({
    db: deps.db,
    now: deps.now,
    builtAt: () => readManifest(site.live().base).startedAt,
  });
  // The privacy policy's retention periods, carried out once per China day.
  scheduleRetentionJob({ db: deps.db, now: deps.now, files: deps.files });
  // 注销账号 carried out when due, data exports built and expired (issue 30).
  schedulePrivacyJobs(deps);
  // The page renderer loads and renders once now, then the search indexer starts: an editor's first publish is as fast
  // as the next.
  void renderer
    .warm()
    .then(warmSearchIndexer)
    .catch((err: unknown) => log.warn({ err }, 'search indexer warm-up failed'));
});

// Changes made through another process (another machine with its own DIST_DIR) reach this site within a minute.
const publishPoll = setInterval(() => publisher.look(), 60_000);
publishPoll.unref();

async function shutdown(signal: string): Promise<void> {
  log.info({ signal }, `${signal}: closing`);
  // A rolling restart behind nginx loses no request: answers under way are finished first.
  await stopping.drain();
  // Views of cached details wait up to a second in memory: a restart must not drop them.
  await deps.views?.flush();
  renderer.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
