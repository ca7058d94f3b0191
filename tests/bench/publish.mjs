// Full build and publish-to-live at a content scale: `node tests/bench/publish.mjs [scale=1] [publishes=5]`.
// Fresh embedded database with `scale`× the demo content, full build (time per step, peak memory), then the server and
// `publishes` articles published one after another, each timed from the publish call until its page answers 200
// and the news list shows it. Prints medians. `publishToLive` is also serving.mjs's publish row.
// `--work DIR` keeps the database and build in DIR and reuses them on the next run (publishing alone, for iterating).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSite, median, node, sleep, startPortal, workDir } from './portal.mjs';

const call = async (base, p, body, token) =>
  (
    await fetch(base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body ?? {}),
    })
  ).json();

/**
 * Publish `publishes` new articles one after another through the server at `base` as the editor `token`; each is
 * timed from the publish call until its page answers 200 and the news list shows it. Answers the medians in ms.
 */
export async function publishToLive({ base, token, publishes }) {
  const times = [];
  const reported = [];
  const complete = [];
  for (let i = 1; i <= publishes; i++) {
    const title = `基准测试第${i}篇：设施蔬菜稳产保供`;
    const { id } = (
      await call(
        base,
        '/api/admin/article/create',
        { kind: 'news', title, content_html: '<p>正文</p>' },
        token,
      )
    ).data;
    const t0 = performance.now();
    await call(base, '/api/admin/article/publish', { id }, token);
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
      [run] = (await call(base, '/api/admin/publish/status', {}, token)).data.runs;
      if (run?.status !== 'live' || !run.finishedAt) await sleep(50);
    }
    complete.push(new Date(run.finishedAt).getTime() - new Date(run.changes[0].at).getTime());
    reported.push(run.toLiveMs);
    console.log(
      `publish ${i}: live after ${Math.round(times.at(-1))} ms (run ${run.id}: ${run.pagesChanged} pages)`,
    );
  }
  return { live: median(times), reported: median(reported), complete: median(complete) };
}

async function main() {
  const args = process.argv.slice(2);
  const kept = args.includes('--work') ? args.splice(args.indexOf('--work'), 2)[1] : null;
  const scale = Number(args[0] ?? 1);
  const publishes = Number(args[1] ?? 5);
  const work = kept ?? workDir('publish');
  const dataDir = path.join(work, 'data');
  const distDir = path.join(work, 'dist');
  const env = { DATA_DIR: dataDir };
  if (!existsSync(dataDir)) seed(scale, env);
  if (!existsSync(distDir)) build(scale, env, distDir);
  const portal = await startPortal(
    { ...env, NODE_ENV: 'test', PORT: process.env.BENCH_PORT ?? '4388', DIST_DIR: distDir },
    { echo: /"component":"publish"/ },
  );
  try {
    const { token } = (
      await call(portal.base, '/api/user/login', { username: 'editor', password: 'demo1234' })
    ).data;
    // The server loads its page renderer 2 s after it listens: measure publishing, not that.
    await sleep(4000);
    // A kept work folder may hold changes its last server did not carry: wait for the start's run to finish.
    for (let t0 = performance.now(); performance.now() - t0 < 1_800_000; await sleep(1000)) {
      const [run] = (await call(portal.base, '/api/admin/publish/status', {}, token)).data.runs;
      if (!run || run.finishedAt) break;
    }
    const r = await publishToLive({ base: portal.base, token, publishes });
    console.log(
      `scale ×${scale}: publish-to-live median ${Math.round(r.live)} ms over ${publishes} (server's own figure ` +
        `${Math.round(r.reported)} ms; every later list page done after ${Math.round(r.complete)} ms)`,
    );
  } finally {
    await portal.stop();
    if (!kept) rmSync(work, { recursive: true, force: true });
  }
}

function seed(scale, env) {
  // Development mode: the build adds the demo members (the editor signs in with the demo password).
  execFileSync(node, ['scripts/seed-demo.mjs', '--scale', String(scale)], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
}

function build(scale, env, distDir) {
  const built = buildSite(distDir, env);
  const s = (x) => (x / 1000).toFixed(1);
  console.log(
    `scale ×${scale}: full build ${s(built.totalMs)} s (astro ${s(built.astroMs)}, search index ` +
      `${s(built.searchMs)}, compression ${s(built.compressMs)} s = ` +
      `${Math.round((100 * built.compressMs) / built.totalMs)} %), peak memory ${Math.round(built.peakMB)} MB, ` +
      `${built.pages} pages`,
  );
}

if (import.meta.main) await main();
