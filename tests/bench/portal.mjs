// The benches' one way to stand a portal up: a fresh embedded database with demo content and signed-in members, a
// site built from it (timed per step), and `serve.ts` started on them and waited for; RSS read from /proc.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import { seedReference } from '#server/db/seed.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { localStore } from '#server/services/files/store.ts';
import { createSession } from '#server/services/accounts/session.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { recordConsents } from '#server/services/legal/consents.ts';
import { PRODUCTION_IDENTITY } from '../api/production-identity.ts';

export const node = process.execPath;
/** A numeric `--name value` from the command line, else the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The middle of the numbers (the mean of the two middle ones for an even count). */
export function median(xs) {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A fresh folder under the system's temp folder. */
export const workDir = (name) => mkdtempSync(path.join(tmpdir(), `portal-bench-${name}-`));

/**
 * Reference data, `scale`× the demo content (what `npm run db:demo -- --scale N` writes) and `members` members with a
 * session each (plus `editors` editors). Answers their tokens and the published articles ({ id, kind, priceCents }).
 * `url` (postgres://…) seeds PostgreSQL instead of the embedded database under `dataDir`; `files` (a FileStore) takes
 * the demo PDFs instead of `<dataDir>/files`.
 */
export async function freshData(dataDir, { scale = 1, members = 0, editors = 0, url, files } = {}) {
  const { db, close } = await openDatabase({ url, dataDir });
  try {
    await seedReference(db);
    await seedDemoContent(db, new Date(), { files: files ?? localStore(path.join(dataDir, 'files')), scale });
    const published = await db
      .select({ id: articles.id, kind: articles.kind, priceCents: articles.priceCents })
      .from(articles)
      .where(eq(articles.status, 'published'));
    const signIn = async (fields) => {
      const user = await createUser(db, { regIp: '127.0.0.1', ...fields });
      // As at registration: the documents in force accepted (a member's writes are refused 428 without).
      await recordConsents(db, { uid: user.uid, via: 'register', ip: '127.0.0.1', now: new Date() });
      const at = { remember: true, ip: '127.0.0.1', userAgent: 'bench', now: new Date() };
      return createSession(db, user.uid, at);
    };
    const tokens = [];
    for (let i = 0; i < members; i++)
      tokens.push(await signIn({ account: `bench${i}`, nickname: `压测${i}` }));
    const editorTokens = [];
    for (let i = 0; i < editors; i++)
      editorTokens.push(await signIn({ account: `benchedit${i}`, nickname: `编辑${i}`, role: 'editor' }));
    return { tokens, editorTokens, articles: published };
  } finally {
    await close();
  }
}

/** A fresh PostgreSQL database for one run (BENCH_PG), and how to drop it. */
export async function freshPostgres(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `portal_bench_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * The settings of a production start on the embedded database (as docs/production.md's table asks: a real
 * secret, a public address, no simulators, no demo data), on loopback. `development` is the orders bench's mode
 * (payment simulators mounted, no demo members).
 */
export function portalEnv({ port, dataDir, distDir, mode = 'production' }) {
  const common = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir };
  if (mode === 'development') return { ...common, NODE_ENV: 'development', DEMO: '0' };
  return {
    ...common,
    NODE_ENV: 'production',
    EMBEDDED_DATABASE: '1',
    APP_SECRET: 'bench-secret-0123456789abcdef',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Never called by the benches' calls; production refuses the SMS simulator.
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: 'bench',
    ALIYUN_ACCESS_KEY_SECRET: 'bench',
    ALIYUN_SMS_SIGN_NAME: 'bench',
    ALIYUN_SMS_TEMPLATE_CODE: 'bench',
    ...PRODUCTION_IDENTITY,
  };
}

/** `cmd args` under GNU time when it is there: [wall ms, peak RSS MB of the largest process or null]. */
function timed(cmd, args, env) {
  const started = performance.now();
  const gnuTime = existsSync('/usr/bin/time');
  const run = gnuTime
    ? spawnSync('/usr/bin/time', ['-f', 'peak %M', cmd, ...args], {
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      })
    : spawnSync(cmd, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - started;
  const err = run.stderr.toString();
  if (run.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${err.slice(-4000)}`);
  const peak = /peak (\d+)\s*$/.exec(err.trim());
  return [ms, peak ? Number(peak[1]) / 1024 : null];
}

/**
 * `npm run build`'s three steps (astro build, search index, compression) into `outDir` from the database `env`
 * names, each timed. Answers { astroMs, searchMs, compressMs, totalMs, peakMB, pages }.
 */
export function buildSite(outDir, env) {
  const buildEnv = { ...process.env, ...env, ASTRO_OUT_DIR: outDir };
  const [astroMs, astroPeak] = timed(node, ['scripts/astro-build.mjs'], buildEnv);
  const [searchMs, searchPeak] = timed(node, ['scripts/search-index.mjs'], buildEnv);
  const [compressMs, compressPeak] = timed(node, ['scripts/compress.mjs'], buildEnv);
  const pages = spawnSync('find', [outDir, '-name', 'index.html'])
    .stdout.toString()
    .trim()
    .split('\n').length;
  const peaks = [astroPeak, searchPeak, compressPeak].filter((p) => p !== null);
  return {
    astroMs,
    searchMs,
    compressMs,
    totalMs: astroMs + searchMs + compressMs,
    peakMB: peaks.length ? Math.max(...peaks) : null,
    pages,
  };
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status), or null when it is gone. */
export function rssMB(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The V8 flags production starts the server with: package.json's `serve` script of the checkout in `cwd`. */
export function serverFlags(cwd = process.cwd()) {
  const { scripts } = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8'));
  return scripts.serve.split(' ').filter((word) => word.startsWith('--'));
}

/**
 * `serve.ts` with `env` (portalEnv's settings), waited for until /api/health answers. Its output is kept (the last
 * lines are shown if it dies); VERBOSE=1 echoes it all, `echo` the chunks it matches; `cwd` another checkout's server
 * (a bench's base commit), started with its production flags (`serverFlags`), then `nodeArgs`. Answers { base, pid,
 * rss(), stop() }.
 */
export async function startPortal(env, { timeoutMs = 120_000, echo, cwd, nodeArgs = [] } = {}) {
  if (env.DIST_DIR) mkdirSync(env.DIST_DIR, { recursive: true });
  const child = spawn(node, [...serverFlags(cwd), ...nodeArgs, 'src/server/serve.ts'], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (d) => {
    tail = (tail + d).slice(-4000);
    if (process.env.VERBOSE || echo?.test(d)) process.stderr.write(d);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((r) => child.on('exit', (code) => r((exited = code ?? 'signal'))));
  const base = `http://127.0.0.1:${env.PORT}`;
  const until = performance.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new Error(`serve.ts exited (${exited}):\n${tail}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (performance.now() > until) {
      child.kill('SIGTERM');
      throw new Error(`serve.ts did not answer /api/health in ${timeoutMs} ms:\n${tail}`);
    }
    await sleep(100);
  }
  return {
    base,
    pid: child.pid,
    rss: () => rssMB(child.pid),
    stop: async () => {
      if (exited === null) child.kill('SIGTERM');
      await exit;
    },
  };
}
