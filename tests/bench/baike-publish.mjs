// 农业百科 publish-to-live: `node tests/bench/baike-publish.mjs [publishes=3] [--work DIR]`.
// Fresh embedded database with the demo content, full build, then the server; for each round a member writes a new
// entry and submits it (saveMyBaike), an editor approves it, and the time is taken from the approval until the
// entry's prebuilt page answers 200 with its title; then a member's edit of an existing entry, approved, until the
// page shows the new text. Prints medians (no `astro build` after the full one: the publisher's warm renderer).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { buildSite, median, node, sleep, startPortal, workDir } from './portal.mjs';

const call = async (base, p, body, token) =>
  (
    await fetch(base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body ?? {}),
    })
  ).json();

const login = async (base, username) =>
  (await call(base, '/api/user/login', { username, password: 'demo1234' })).data.token;

async function untilPage(base, href, text, t0) {
  for (;;) {
    const res = await fetch(base + href);
    const body = await res.text();
    if (res.ok && body.includes(text)) return performance.now() - t0;
    if (performance.now() - t0 > 180_000) throw new Error(`${href} not live after 3 minutes`);
    await sleep(50);
  }
}

async function untilIdle(base, editor) {
  for (let t0 = performance.now(); performance.now() - t0 < 600_000; await sleep(200)) {
    const { pending, runs } = (await call(base, '/api/admin/publish/status', {}, editor)).data;
    if (!pending.length && (!runs[0] || runs[0].finishedAt)) return;
  }
}

/** Save and submit as the member, approve as the editor; answers ms from the approval to the live page. */
async function approveAndWait(base, member, editor, draft, href, text) {
  const saved = await call(base, '/api/baike/saveMyBaike', { ...draft, submit: true }, member);
  if (saved.code !== 1) throw new Error(`saveMyBaike: ${saved.msg}`);
  const versionId = saved.data.id ?? saved.data.version_id;
  const t0 = performance.now();
  const approved = await call(
    base,
    '/api/admin/baike/approve',
    { id: versionId, revision: saved.data.revision },
    editor,
  );
  if (approved.code !== 1) throw new Error(`approve: ${approved.msg}`);
  const entryId = saved.data.entry_id ?? approved.data?.entry_id;
  const ms = await untilPage(base, href(entryId), text, t0);
  await untilIdle(base, editor);
  return ms;
}

async function main() {
  const args = process.argv.slice(2);
  const kept = args.includes('--work') ? args.splice(args.indexOf('--work'), 2)[1] : null;
  const publishes = Number(args[0] ?? 3);
  const work = kept ?? workDir('baike-publish');
  const dataDir = path.join(work, 'data');
  const distDir = path.join(work, 'dist');
  const env = { DATA_DIR: dataDir };
  if (!existsSync(dataDir))
    execFileSync(node, ['scripts/seed-demo.mjs'], { env: { ...process.env, ...env }, stdio: 'inherit' });
  if (!existsSync(distDir)) buildSite(distDir, env);
  const portal = await startPortal(
    { ...env, NODE_ENV: 'test', PORT: process.env.BENCH_PORT ?? '4389', DIST_DIR: distDir },
    { echo: /"component":"publish"/ },
  );
  try {
    const editor = await login(portal.base, 'editor');
    const member = await login(portal.base, 'vipdemo');
    await sleep(4000);
    await untilIdle(portal.base, editor);
    const created = [];
    const edited = [];
    const stamp = Date.now().toString(36);
    for (let i = 1; i <= publishes; i++) {
      const title = `基准词条${stamp}${i}`;
      const body = `<h2>概述</h2><p>${title}是基准测试写入的词条，用于测量审核通过到页面上线的时间。正文需要足够长，才能通过最少字数的检查，这里再补充几句说明文字。</p>`;
      const ms = await approveAndWait(
        portal.base,
        member,
        editor,
        { title, category_id: 1101, summary: `${title}：基准测试写入的词条摘要。`, content_html: body },
        (id) => `/application/baike/${id}`,
        title,
      );
      created.push(ms);
      console.log(`new entry ${i}: live after ${Math.round(ms)} ms`);
    }
    const base = (await call(portal.base, '/api/baike/getBaikeContent', { id: 1 })).data;
    for (let i = 1; i <= publishes; i++) {
      const added = `（基准修订${stamp}${i}）`;
      const ms = await approveAndWait(
        portal.base,
        member,
        editor,
        {
          entry_id: base.id,
          title: base.title,
          qualifier: base.qualifier,
          aliases: base.aliases,
          category_id: base.category_path.at(-1).id,
          summary: base.summary,
          infobox: base.infobox,
          content_html: base.content_html.replace('</p>', `${added}</p>`),
          references: base.references,
          related: base.related.map((r) => r.id),
          note: '基准测试修订',
        },
        () => `/application/baike/${base.id}`,
        added,
      );
      edited.push(ms);
      console.log(`edit ${i}: live after ${Math.round(ms)} ms`);
    }
    console.log(
      `农业百科 approve → live: new entry median ${Math.round(median(created))} ms, edit median ` +
        `${Math.round(median(edited))} ms (${publishes} each)`,
    );
  } finally {
    await portal.stop();
    if (!kept) rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
