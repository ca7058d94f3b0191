// Cold start of the built server on the embedded database with the demo content: from spawning `node
// src/server/serve.ts` (what `npm start` runs once its build is current; npm's own launch and the build check add
// ~0.3 s) until /api/health answers 200 and a page (`/`) answers 200, the process's CPU time by then (both threads:
// robust on a loaded machine, where the wall time is not), and the time its "ready" line logs. `--publish` then times the first publish after the start and
// the one after it (publish.mjs's publishToLive: from the publish call until the page and the news list show it).
// `--base DIR`: a checkout of an earlier commit (with node_modules) started the same way, interleaved round by round.
// Usage: node tests/bench/cold-start.mjs [rounds=5] [--base DIR] [--publish [--publish-after MS]] [--work DIR] [--port 4388]
// `--work DIR` keeps the database and build in DIR (made on the first run: the demo content and a full build).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSite, median, node, sleep, workDir } from './portal.mjs';
import { publishToLive } from './publish.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const base = option('base');
const kept = option('work');
const port = Number(option('port') ?? 4388);
const publish = flag('publish');
const publishAfter = Number(option('publish-after') ?? 0);
const rounds = Number(args[0] ?? 5);

const work = path.resolve(kept ?? workDir('cold-start'));
const env = { DATA_DIR: path.join(work, 'data'), DIST_DIR: path.join(work, 'dist') };
if (!existsSync(path.join(env.DIST_DIR, 'index.html'))) {
  mkdirSync(work, { recursive: true });
  // The build prepares its database as a development start does: reference data, demo members and content.
  const built = buildSite(env.DIST_DIR, { DATA_DIR: env.DATA_DIR });
  console.log(`built ${built.pages} pages in ${(built.totalMs / 1000).toFixed(1)} s`);
}

const call = async (url, body, token) =>
  (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    })
  ).json();

/** 200 from `url`, or false (not listening yet, or not ready). */
const answers = (url) =>
  fetch(url).then(
    async (r) => (await r.arrayBuffer(), r.ok),
    () => false,
  );

/** CPU time of a process so far (all its threads; user + system, /proc in clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One start in `cwd`: ms until health and a page answer, the ms its ready line says, and the publishes. */
async function coldStart(cwd) {
  const t0 = performance.now();
  const child = spawn(node, ['src/server/serve.ts'], {
    cwd,
    env: { ...process.env, ...env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((r) => child.on('exit', r));
  const origin = `http://127.0.0.1:${port}`;
  let health = null;
  let page = null;
  while (health === null || page === null) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${out.slice(-3000)}`);
    if (performance.now() - t0 > 120_000) throw new Error(`no answer in 120 s:\n${out.slice(-3000)}`);
    const [h, p] = await Promise.all([
      health ?? answers(`${origin}/api/health`),
      page ?? answers(`${origin}/`),
    ]);
    const at = performance.now() - t0;
    if (health === null && h) health = at;
    if (page === null && p) page = at;
    if (health === null || page === null) await sleep(10);
  }
  const cpu = cpuMs(child.pid);
  const logged = /ready in (\d+) ms/.exec(out);
  const result = {
    answered: Math.max(health, page),
    health,
    page,
    cpu,
    logged: logged ? Number(logged[1]) : NaN,
  };
  if (publish) {
    await sleep(publishAfter);
    const { token } = (await call(`${origin}/api/user/login`, { username: 'editor', password: 'demo1234' }))
      .data;
    result.first = (await publishToLive({ base: origin, token, publishes: 1 })).live;
    result.second = (await publishToLive({ base: origin, token, publishes: 1 })).live;
  }
  child.kill('SIGTERM');
  await exited;
  return result;
}

const checkouts = [...(base ? [['base', path.resolve(base)]] : []), ['this', process.cwd()]];
const results = Object.fromEntries(checkouts.map(([name]) => [name, []]));
try {
  for (let round = 0; round < rounds; round++) {
    // Interleaved, the order alternating: neither checkout always runs first on a warmer page cache.
    const order = round % 2 ? [...checkouts].reverse() : checkouts;
    for (const [name, cwd] of order) {
      const r = await coldStart(cwd);
      results[name].push(r);
      const pub = publish
        ? `; first publish ${Math.round(r.first)} ms, second ${Math.round(r.second)} ms`
        : '';
      console.log(
        `round ${round + 1} ${name}: answered after ${Math.round(r.answered)} ms (health ${Math.round(r.health)}, ` +
          `page ${Math.round(r.page)}, CPU ${r.cpu} ms), logged "ready in ${r.logged} ms"${pub}`,
      );
    }
  }
} finally {
  if (!kept) rmSync(work, { recursive: true, force: true });
}
for (const [name] of checkouts) {
  const rs = results[name];
  const m = (key) => Math.round(median(rs.map((r) => r[key])));
  const pub = publish ? `, first publish ${m('first')} ms, second ${m('second')} ms` : '';
  console.log(
    `${name}: median cold start ${m('answered')} ms (health ${m('health')}, page ${m('page')}, CPU ${m('cpu')} ms, ` +
      `logged ${m('logged')}) ` +
      `over ${rs.length} starts${pub}`,
  );
}
