// getProfile (a member's call, never cached) alone at 50 connections on a fresh ×1 embedded database: the p99 the
// serving issue asks < 50 ms. Usage: node_modules/.bin/node tests/bench/member-call.mjs [--seconds 5] [--runs 3]
// [--connections 50] [--port 4611] [--cpu-prof DIR] (the server's CPU profile, written when it stops). Not in `npm test`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runLoad } from './load.mjs';
import { freshData, median, portalEnv, sleep, startPortal, workDir } from './portal.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4611' },
    'cpu-prof': { type: 'string' },
  },
});
const connections = Number(values.connections);
const work = workDir('member');
try {
  const dataDir = path.join(work, 'data');
  const data = await freshData(dataDir, { members: connections });
  const env = portalEnv({ port: Number(values.port), dataDir, distDir: path.join(work, 'dist') });
  if (values['cpu-prof']) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${path.resolve(values['cpu-prof'])}`;
  const portal = await startPortal(env);
  const runs = [];
  try {
    await sleep(1000);
    const mix = [
      {
        name: 'getProfile',
        weight: 1,
        make: ({ conn }) => ({
          method: 'POST',
          path: '/api/user/getProfile',
          body: {},
          headers: { token: data.tokens[conn % data.tokens.length] },
        }),
      },
    ];
    for (let i = 0; i < Number(values.runs); i++) {
      const r = await runLoad({ base: portal.base, connections, seconds: Number(values.seconds), mix });
      console.log(
        `getProfile run ${i + 1}: ${Math.round(r.perSecond)}/s p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms, ` +
          `errors ${r.errors}, refused ${r.refused}, 429 ${r.limited}`,
      );
      runs.push(r);
    }
  } finally {
    await portal.stop();
  }
  const m = (f) => median(runs.map(f));
  console.log(
    `getProfile median of ${runs.length}: ${Math.round(m((r) => r.perSecond))}/s p50 ${m((r) => r.p50).toFixed(1)} ms ` +
      `p99 ${m((r) => r.p99).toFixed(1)} ms`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
