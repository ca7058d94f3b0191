// Two web processes behind nginx on one PostgreSQL and one bucket, as docs/production.md deploys them: they migrate once, share what
// one of them publishes and stores, keep paid files behind the access rule, and lose no request when one is killed
// or when both are restarted in turn under load. A third process stands for a second machine: its own copy of the
// full build, pages through the bucket (SITE_IN_BUCKET) both ways. `npm run test:topology` (in .ci/run after npm test).
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { buildSite, freshData } from '../bench/portal.mjs';
import { describe as describeRun, runLoad } from '../bench/load.mjs';
import { pngOf } from '../api/image-bytes.ts';
import { startS3 } from '../api/s3-server.ts';
import { databaseDigest } from '../api/database-digest.ts';
import { s3Store } from '#server/services/files/s3Store.ts';
import {
  MIGRATION_COUNT,
  ask,
  cleanUp,
  freshPostgres,
  postgresAdminUrl,
  productionEnv,
  sleep,
  startNginx,
  startWeb,
  workDir,
} from './cluster.mjs';

const PORT = Number(process.env.TOPOLOGY_PORT ?? 4330);
const [NGINX_PORT, A_PORT, B_PORT] = [PORT, PORT + 1, PORT + 2];
/** The second machine's process (PORT + 3 and + 4 are the migration test's). */
const C_PORT = PORT + 5;
/** How long an editor's change may take to be served by every process (about a second on a quiet machine). */
const PUBLISH_BUDGET_MS = 10_000;
const LOAD = { connections: 50, seconds: 20 };
/** A rolling restart's pause after a process is healthy: nginx's fail_timeout, 5 s (deploy/rolling-restart.sh). */
const BACK_IN_ROTATION_MS = 6_000;

const admin = postgresAdminUrl();
const execFileAsync = promisify(execFile);
const state = {};

async function rows(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

before(async () => {
  state.db = await freshPostgres(admin);
  // s3rver: a Node S3-compatible server from npm (moto needs PyPI, which this machine does not reach).
  state.s3 = await startS3('portal/');
  const dataDir = workDir('data');
  state.env = productionEnv({
    databaseUrl: state.db.url,
    publicUrl: `http://127.0.0.1:${NGINX_PORT}`,
    distDir: `${workDir('site')}/dist`,
    filesDir: `${dataDir}/files`,
    dataDir,
    s3: state.s3.config,
  });
  state.env.SITE_IN_BUCKET = '1';
  state.seeded = await freshData(dataDir, {
    url: state.db.url,
    members: 2,
    editors: 1,
    files: state.s3.files,
  });
  const built = buildSite(state.env.DIST_DIR, state.env);
  console.log(`# site built: ${built.pages} pages in ${Math.round(built.totalMs / 1000)} s`);
  // The second machine gets the same release's build, copied with its times (the pages' ETags are made of them).
  state.envC = { ...state.env, DIST_DIR: `${workDir('machine2')}/dist` };
  execFileSync('cp', ['-a', state.env.DIST_DIR, state.envC.DIST_DIR]);
  [state.a, state.b, state.c] = await Promise.all([
    startWeb(state.env, A_PORT),
    startWeb(state.env, B_PORT),
    startWeb(state.envC, C_PORT),
  ]);
  state.nginx = await startNginx({
    port: NGINX_PORT,
    upstreams: [A_PORT, B_PORT],
    distDir: state.env.DIST_DIR,
  });
});

after(async () => {
  await state.nginx?.stop();
  await Promise.all([state.a?.stop(), state.b?.stop(), state.c?.stop()]);
  await state.db?.drop();
  await state.s3?.close();
  cleanUp();
});

const host = () => state.nginx.host;
const editor = () => state.seeded.editorTokens[0];
const call = async (port, pathname, body, token) => {
  const res = await ask(port, pathname, {
    host: host(),
    method: 'POST',
    body,
    headers: token ? { token } : {},
  });
  return JSON.parse(res.body.toString());
};

describe('two web processes behind nginx', () => {
  it('starting at once on an empty database, migrate it once', async () => {
    const empty = await freshPostgres(admin);
    const env = { ...state.env, DATABASE_URL: empty.url, DIST_DIR: `${workDir('empty')}/dist` };
    try {
      const both = await Promise.allSettled([startWeb(env, PORT + 3), startWeb(env, PORT + 4)]);
      await Promise.all(both.map((w) => w.value?.stop()));
      for (const w of both) if (w.status === 'rejected') throw w.reason;
      const [applied] = await rows(
        empty.url,
        'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      assert.deepEqual(applied, { n: MIGRATION_COUNT, distinct: MIGRATION_COUNT });
    } finally {
      await empty.drop();
    }
  });

  it('serve an article published through A from both, through nginx, within the publish budget', async () => {
    const took = await publishThrough(A_PORT, '两台服务器同时上线的新闻');
    console.log(`# published through A: ${JSON.stringify(took)} ms`);
    assert.ok(
      Math.max(...Object.values(took)) < PUBLISH_BUDGET_MS,
      `served after ${JSON.stringify(took)} ms`,
    );
  });

  it('serve an article published on a second machine from the first, through the bucket', async () => {
    const took = await publishThrough(C_PORT, '第二台机器发布的新闻');
    console.log(`# published through the second machine: ${JSON.stringify(took)} ms`);
    assert.ok(
      Math.max(...Object.values(took)) < PUBLISH_BUDGET_MS,
      `served after ${JSON.stringify(took)} ms`,
    );
    const keys = await state.s3.rawKeys();
    assert.ok(keys.includes('portal/_site/current.json'), 'the bucket names the live generation');
    assert.ok(
      keys.some((k) => k.startsWith('portal/_site/blobs/')),
      'the pages are in the bucket',
    );
  });

  it('serve an image uploaded through A from B', async () => {
    const form = new FormData();
    form.append('file', new Blob([pngOf(640, 360, 7)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`http://127.0.0.1:${A_PORT}/api/baike/uploadImage`, {
      method: 'POST',
      headers: { token: state.seeded.tokens[0] },
      body: form,
    });
    const answer = await res.json();
    const data = answer.data ?? assert.fail(`upload refused: ${JSON.stringify(answer)}`);
    assert.match(data.src, /^\/uploads\/baike\//);
    const fromA = await ask(A_PORT, data.src, { host: host() });
    const fromB = await ask(B_PORT, data.src, { host: host() });
    assert.equal(fromB.status, 200);
    assert.ok(fromB.body.length > 0 && fromB.body.equals(fromA.body), 'the same bytes from B as from A');
    const key = data.src.replace(/^\/uploads\//, '');
    assert.ok((await state.s3.rawKeys()).includes(`portal/${key}`), 'the image is in the bucket');
    assert.ok(
      !existsSync(state.env.FILES_DIR) || readdirSync(state.env.FILES_DIR).length === 0,
      'and not on disk',
    );
  });

  it('keep a paid report to its preview for a visitor, on both', async () => {
    const paid = state.seeded.articles.filter((a) => a.kind === 'report' && a.priceCents > 0);
    let checked = 0;
    for (const { id } of paid) {
      for (const port of [A_PORT, B_PORT]) {
        const view = JSON.parse((await ask(port, `/api/article/viewPdf?id=${id}`, { host: host() })).body);
        if (!view.data?.url) {
          console.log(`# report ${id} on ${port}: ${JSON.stringify(view).slice(0, 300)}`);
          continue;
        }
        assert.equal(view.data.mode, 'preview');
        const file = await ask(port, view.data.url, { host: host() });
        assert.equal(file.headers['x-file-mode'], 'preview');
        checked += 1;
      }
      if (checked >= 2) break;
    }
    assert.equal(checked, 2, 'a paid report with a file was asked for on A and on B');
  });
});

/**
 * Publish a news article through the process on `port`: how long until A, B, nginx and the second machine (C) each
 * serve it (ms from the publish call).
 */
async function publishThrough(port, what) {
  const title = `拓扑测试：${what}${Date.now()}`;
  const created = await call(
    port,
    '/api/admin/article/create',
    { kind: 'news', title, content_html: '<p>正文</p>' },
    editor(),
  );
  const id = created.data.id;
  state.published = [...(state.published ?? []), id];
  const t0 = performance.now();
  await call(port, '/api/admin/article/publish', { id }, editor());
  const pathname = `/article/detail/${id}`;
  const served = async (on) => {
    for (;;) {
      const res = await ask(on, pathname, { host: host() });
      if (res.status === 200 && res.body.toString().includes(title))
        return Math.round(performance.now() - t0);
      if (performance.now() - t0 > 60_000) throw new Error(`${pathname} not served on ${on}`);
      await sleep(50);
    }
  };
  const [a, b, nginx, c] = await Promise.all([A_PORT, B_PORT, NGINX_PORT, C_PORT].map(served));
  return { a, b, nginx, c };
}

/** The load of the two failure tests: pages and a public call, and an editor's drafts as acknowledged writes. */
function mix(tag) {
  const ids = state.seeded.articles.slice(0, 20).map((a) => a.id);
  const page = (p) => ({ path: p, headers: { host: host() } });
  return [
    { name: 'home', weight: 3, make: () => page('/') },
    { name: 'news list', weight: 3, make: () => page('/article/news') },
    { name: 'article', weight: 6, make: ({ n }) => page(`/article/detail/${ids[n % ids.length]}`) },
    { name: 'health', weight: 1, make: () => page('/api/health') },
    {
      name: 'write',
      weight: 1,
      make: ({ conn, n }) => ({
        method: 'POST',
        path: '/api/admin/article/create',
        headers: { host: host(), token: editor() },
        body: { kind: 'news', title: `${tag}-${conn}-${n}`, content_html: '<p>草稿</p>' },
      }),
    },
  ];
}

/** Run the load while `during()` acts on the processes; answers the run, its failed GETs and its acknowledged writes. */
async function underLoad(tag, during, seconds = LOAD.seconds) {
  const acknowledged = [];
  const failedGets = [];
  const failedWrites = [];
  let refusedWrite;
  const onAnswer = (name, { conn, n }, res) => {
    const failed = res.error || res.status >= 500;
    if (name === 'write') {
      if (failed) failedWrites.push(res.error ?? res.status);
      else if (res.status === 200 && !res.refused) acknowledged.push(`${tag}-${conn}-${n}`);
      else refusedWrite ??= res.body?.slice(0, 300);
    } else if (failed) failedGets.push(`${name}: ${res.error ?? res.status}`);
  };
  const load = runLoad({ base: state.nginx.base, ...LOAD, seconds, mix: mix(tag), onAnswer });
  await during();
  const run = await load;
  console.log(describeRun(run).replace(/^/gm, '# '));
  if (refusedWrite) console.log(`# a refused write: ${refusedWrite}`);
  const errors = state.nginx.errors().split('\n');
  console.log(`# nginx errors (${errors.length}):\n${errors.slice(0, 6).join('\n').replace(/^/gm, '#   ')}`);
  state.nginx.clearLogs();
  const titles = (
    await rows(state.db.url, 'select title from articles where title like $1', [`${tag}-%`])
  ).map((r) => r.title);
  const stored = new Set(titles);
  return { run, failedGets, failedWrites, acknowledged, lost: acknowledged.filter((t) => !stored.has(t)) };
}

describe('under 50 connections through nginx', () => {
  it('kill -9 of a web process fails no GET and loses no acknowledged write', async () => {
    const result = await underLoad('kill', async () => {
      await sleep(5_000);
      state.a.kill();
      await sleep(2_000);
      // systemd's Restart=always
      state.a = await startWeb(state.env, A_PORT);
    });
    console.log(
      `# kill -9: ${result.failedGets.length} failed GETs, ${result.acknowledged.length} acknowledged writes, ` +
        `${result.lost.length} lost, ${result.failedWrites.length} writes refused by the kill`,
    );
    assert.deepEqual(result.failedGets, []);
    assert.deepEqual(result.lost, []);
    assert.ok(result.acknowledged.length > 0);
  });

  it('a rolling restart of both fails no request', async () => {
    const result = await underLoad(
      'roll',
      async () => {
        await sleep(2_000);
        // deploy/rolling-restart.sh's steps: stop (SIGTERM), start, healthy, wait for nginx to take it back.
        for (const name of ['a', 'b']) {
          const { port } = state[name];
          await state[name].stop();
          state[name] = await startWeb(state.env, port);
          await sleep(BACK_IN_ROTATION_MS);
        }
      },
      40,
    );
    console.log(
      `# rolling restart: ${result.failedGets.length} failed GETs, ${result.failedWrites.length} failed writes, ` +
        `${result.acknowledged.length} acknowledged, ${result.lost.length} lost`,
    );
    assert.deepEqual(result.failedGets, []);
    assert.deepEqual(result.failedWrites, []);
    assert.deepEqual(result.lost, []);
  });
});

/** The database's digest (every table's rows and checksum, every sequence), as the backup test compares them. */
async function digestOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await databaseDigest(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** Every stored file under the store's prefix: key → SHA-256 of its bytes. */
async function fileSums(files) {
  const sums = {};
  for await (const f of files.list('')) {
    const stored = await files.get(f.key);
    const hash = createHash('sha256');
    for await (const chunk of stored.body) hash.update(chunk);
    sums[f.key] = hash.digest('hex');
  }
  return sums;
}

/** The pages a restore must give back: home, the news list, the articles published here and some seeded ones. */
const pagesToCompare = () => [
  '/',
  '/article/news',
  ...[...(state.published ?? []), ...state.seeded.articles.slice(0, 5).map((a) => a.id)].map(
    (id) => `/article/detail/${id}`,
  ),
];

/** SHA-256 of each page as the process on `port` answers it (every one must answer 200). */
async function pageSums(port) {
  const sums = {};
  for (const pathname of pagesToCompare()) {
    const res = await ask(port, pathname, { host: host(), headers: { 'accept-encoding': 'identity' } });
    assert.equal(res.status, 200, `${pathname} on ${port}`);
    sums[pathname] = createHash('sha256').update(res.body).digest('hex');
  }
  return sums;
}

describe('an operator’s backup', () => {
  it('restores into a wiped database and bucket with the same rows, files and pages', async () => {
    const pagesBefore = await pageSums(A_PORT);
    // A quiet source, so the comparison is of the backup's moment (the backup itself runs while the site serves).
    await Promise.all([state.a.stop(), state.b.stop(), state.c.stop()]);
    const archive = `${workDir('backup')}/portal.tar`;
    // Not execFileSync: the bucket (s3rver) answers from this process's event loop.
    const run = (script, args, env) =>
      execFileAsync(process.execPath, [script, ...args], { env: { ...process.env, ...env } });
    await run('scripts/backup.mjs', ['--out', archive], state.env);
    // The wipe: an empty database and an empty place in the bucket, as a new machine would have.
    const empty = await freshPostgres(admin);
    const target = { ...state.env, DATABASE_URL: empty.url, S3_PREFIX: 'restored/' };
    try {
      await run('scripts/restore.mjs', [archive], target);
      assert.deepEqual(await digestOf(empty.url), await digestOf(state.db.url));
      const restored = s3Store({ ...state.s3.config, prefix: 'restored/' });
      const files = await fileSums(restored);
      assert.ok(Object.keys(files).length > 0, 'files were restored');
      assert.deepEqual(files, await fileSums(state.s3.files));
      // The pages are not in the archive: the restored machine renders them from the restored rows (docs/production.md).
      target.DIST_DIR = `${workDir('restored')}/dist`;
      buildSite(target.DIST_DIR, target);
      const machine = await startWeb(target, PORT + 6);
      try {
        assert.deepEqual(await pageSums(PORT + 6), pagesBefore);
      } finally {
        await machine.stop();
      }
    } finally {
      await empty.drop();
    }
  });
});
