// Full build and publish-to-live at a content scale: `node tests/bench/publish.mjs [scale=1] [publishes=5]`.
// Fresh embedded database with `scale`× the demo content, full build (time, peak memory), then the server and
// `publishes` articles published one after another, each timed from the publish call until its page answers 200
// and the news list shows it. Prints medians.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const scale = Number(process.argv[2] ?? 1);
const publishes = Number(process.argv[3] ?? 5);
const port = 4388;
const base = `http://127.0.0.1:${port}`;
const node = process.execPath;
const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const env = { ...process.env, DATA_DIR: path.join(work, 'data'), ASTRO_OUT_DIR: path.join(work, 'dist') };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

execFileSync(node, ['scripts/seed-demo.mjs', '--scale', String(scale)], { env, stdio: 'inherit' });
// GNU time: wall seconds and the peak resident memory of the largest process (the Astro build) in KB.
const build = spawnSync('/usr/bin/time', ['-f', '%e %M', 'npm', 'run', 'build', '--silent'], {
  env,
  stdio: ['ignore', 'ignore', 'pipe'],
});
if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
const timed = build.stderr.toString().trim().split('\n').at(-1).split(' ');
const pages = execFileSync('find', [env.ASTRO_OUT_DIR, '-name', 'index.html'])
  .toString()
  .trim()
  .split('\n').length;
console.log(
  `scale ×${scale}: full build ${timed[0]} s, peak memory ${Math.round(timed[1] / 1024)} MB, ${pages} pages`,
);

const server = spawn(node, ['src/server/serve.ts'], {
  env: { ...env, NODE_ENV: 'test', PORT: String(port), DIST_DIR: env.ASTRO_OUT_DIR },
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout.on('data', (d) => (process.env.VERBOSE || /\[publish\]/.test(d)) && process.stdout.write(d));
const call = async (p, body, token) =>
  (
    await fetch(base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body ?? {}),
    })
  ).json();

try {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  const { token } = (await call('/api/user/login', { username: 'editor', password: 'demo1234' })).data;
  const times = [];
  const reported = [];
  const complete = [];
  for (let i = 1; i <= publishes; i++) {
    const title = `基准测试第${i}篇：设施蔬菜稳产保供`;
    const { id } = (
      await call('/api/admin/article/create', { kind: 'news', title, content_html: '<p>正文</p>' }, token)
    ).data;
    const t0 = performance.now();
    await call('/api/admin/article/publish', { id }, token);
    for (;;) {
      const detail = await fetch(`${base}/article/detail/${id}`);
      await detail.arrayBuffer();
      if (detail.ok && (await (await fetch(`${base}/article/news`)).text()).includes(title)) break;
      if (performance.now() - t0 > 180_000) throw new Error('not live after 3 minutes');
      await sleep(100);
    }
    times.push(performance.now() - t0);
    // The page is live a moment before the run's row says so; the later list pages follow (finishedAt). The next
    // publish waits for both, so each is measured alone.
    let run;
    while (run?.status !== 'live' || !run.finishedAt) {
      [run] = (await call('/api/admin/publish/status', {}, token)).data.runs;
      if (run?.status !== 'live' || !run.finishedAt) await sleep(50);
    }
    complete.push(new Date(run.finishedAt).getTime() - new Date(run.changes[0].at).getTime());
    reported.push(run.toLiveMs);
    console.log(
      `publish ${i}: live after ${Math.round(times.at(-1))} ms (run ${run.id}: ${run.pagesChanged} pages)`,
    );
  }
  console.log(
    `scale ×${scale}: publish-to-live median ${Math.round(median(times))} ms over ${publishes} (server's own figure ${median(reported)} ms; every later list page done after ${median(complete)} ms)`,
  );
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(work, { recursive: true, force: true });
}
