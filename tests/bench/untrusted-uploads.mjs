// Issue 27's proof on a production start (embedded database, loopback): while an editor uploads the XLSX bomb, a zip
// of 20,000 entries and a real 50,000-row workbook (imported whole), a prebuilt page is fetched every 100 ms. Prints
// the bomb's refusal time, the page's p50/p99/max and the server's RSS. The site must be built into --dist first
// (ASTRO_OUT_DIR=<dist> npm run build).
// Usage: node_modules/.bin/node tests/bench/untrusted-uploads.mjs --dist /tmp/files-dist [--port 4401] [--rounds 1]
import { manyEntriesZip, productsXlsx, xlsxBomb } from '../api/hostile-files.ts';
import { arg, freshData, portalEnv, sleep, startPortal, workDir } from './portal.mjs';

const port = arg('port', 4401);
const rounds = arg('rounds', 1);
const distIndex = process.argv.indexOf('--dist');
const distDir = distIndex > 0 ? process.argv[distIndex + 1] : 'dist';

const dataDir = workDir('untrusted');
const { editorTokens } = await freshData(dataDir, { editors: 1 });
const token = editorTokens[0];
const bomb = xlsxBomb();
const many = manyEntriesZip();
const big = await productsXlsx(50_000);
const portal = await startPortal(portalEnv({ port, dataDir, distDir }));

const call = async (path, body) => {
  const res = await fetch(`${portal.base}${path}`, {
    method: 'POST',
    headers: { token, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  return res.json();
};
const upload = (bytes, name) => {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  form.append('family', 'product');
  form.append('mode', 'good_rows');
  return call('/api/admin/import/upload', form);
};
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The page every 100 ms for `ms` with nothing else asked: what the machine gives at the moment, for comparison. */
async function baseline(ms) {
  const times = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const asked = performance.now();
    await (await fetch(`${portal.base}/`)).arrayBuffer();
    times.push(performance.now() - asked);
    await sleep(100);
  }
  return `${times.length} fetches, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`;
}

try {
  await (await fetch(`${portal.base}/`)).arrayBuffer();
  console.log(`idle, page every 100 ms: ${await baseline(8_000)}`);
  for (let round = 1; round <= rounds; round++) {
    const times = [];
    let stopped = false;
    const pinging = (async () => {
      while (!stopped) {
        const asked = performance.now();
        await (await fetch(`${portal.base}/`)).arrayBuffer();
        times.push(performance.now() - asked);
        await sleep(100);
      }
    })();
    const rssBefore = portal.rss();
    await sleep(500);
    let started = performance.now();
    const refused = await upload(bomb, 'bomb.xlsx');
    const bombMs = performance.now() - started;
    started = performance.now();
    const manyRefused = await upload(many, 'many.xlsx');
    const manyMs = performance.now() - started;
    const begun = await upload(big, `big-${round}.xlsx`);
    started = performance.now();
    let rec;
    for (;;) {
      rec = (await call('/api/admin/import/status', { id: begun.data.id })).data;
      if (rec.status !== 'running') break;
      await sleep(200);
    }
    const importMs = performance.now() - started;
    stopped = true;
    await pinging;
    console.log(
      `round ${round}: bomb ${refused.code === 0 ? 'refused' : 'TAKEN'} in ${bombMs.toFixed(0)} ms (${refused.msg}); ` +
        `20,000 entries ${manyRefused.code === 0 ? 'refused' : 'TAKEN'} in ${manyMs.toFixed(0)} ms; ` +
        `50,000 rows ${rec.status} (${rec.inserted} inserted, ${rec.updated} updated) in ${(importMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `  page every 100 ms: ${times.length} fetches, p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; ` +
        `RSS ${rssBefore?.toFixed(0)} → ${portal.rss()?.toFixed(0)} MB`,
    );
    console.log(`  idle again: ${await baseline(8_000)}`);
  }
} finally {
  await portal.stop();
}
