// The two application searches (trade, standard) of two checkouts side by side, interleaved round by round: each
// server started from its own folder on its own copy of a seeded data folder (or both on PGURL's database), then
// cached and uncached runs of the benches' keywords against each in turn, with CPU per answer (cpuPerAnswer.mjs).
// A speed claim against the commit a change started from: `git worktree add --detach /tmp/x-base <commit>`, copy
// node_modules with `cp -al`, seed one folder (trade-search.mjs's seeding), `cp -a` it for the other.
// Usage: node tests/bench/search-interleaved.mjs <trade|standard> <rounds> <seconds> \
//          base=<checkout>:<dataDir>:<port> new=<checkout>:<dataDir>:<port>   [PGURL=postgres://… in the environment]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpuPerAnswer } from './cpuPerAnswer.mjs';
import { runLoad } from './load.mjs';
import { portalEnv, median, sleep } from './portal.mjs';
import { STANDARD_KEYWORDS, TRADE_KEYWORDS } from './searchKeywords.mjs';
const [family, rounds, seconds, ...variants] = process.argv.slice(2);
const kw = family === 'trade' ? TRADE_KEYWORDS : STANDARD_KEYWORDS;
const p = family === 'trade' ? '/api/trade/search' : '/api/standard/getList';
const servers = [];
for (const v of variants) {
  const [name, rest] = v.split('=');
  const [dir, dataDir, port] = rest.split(':');
  const env = { ...process.env, ...portalEnv({ port: Number(port), dataDir, distDir: `${dataDir}/dist` }) };
  if (process.env.PGURL) {
    delete env.EMBEDDED_DATABASE;
    env.DATABASE_URL = process.env.PGURL;
  }
  const child = spawn(process.execPath, ['src/server/serve.ts'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  servers.push({ name, base, child });
}
let bust = 0;
const fresh = ({ conn, n }) => ({
  method: 'POST',
  path: p,
  body: { keyword: kw[(conn + n) % kw.length], page: 1, pageSize: 20, bust: ++bust },
});
const same = () => ({ method: 'POST', path: p, body: { keyword: kw[0] } });
for (const s of servers)
  await runLoad({
    base: s.base,
    connections: 4,
    seconds: 2,
    mix: [
      { name: 'w', weight: 1, make: fresh },
      { name: 's', weight: 1, make: same },
    ],
  });
const res = {};
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
for (let r = 0; r < Number(rounds); r++) {
  for (const s of servers)
    for (const [cname, make] of [
      ['cached', same],
      ['uncached', fresh],
    ]) {
      const run = await cpuPerAnswer({
        base: s.base,
        pid: s.child.pid,
        databaseUrl: process.env.PGURL,
        make,
        connections: 50,
        seconds: Number(seconds),
      });
      const cpu = run.node,
        gcpu = run.db ?? 0;
      const row = { rps: run.perSecond, p50: run.p50, p99: run.p99, cpu, gcpu };
      (res[`${s.name} ${cname}`] ??= []).push(row);
      console.log(
        `r${r + 1} ${s.name.padEnd(5)} ${cname.padEnd(9)} ${run.perSecond.toFixed(0).padStart(6)}/s p50 ${run.p50.toFixed(1)} p99 ${run.p99.toFixed(1)} cpu/answer node ${cpu.toFixed(3)} ms${process.env.PGURL ? ` pg ${gcpu.toFixed(3)} ms` : ''}  load ${load()}`,
      );
    }
}
console.log(`\nmedians of ${rounds} rounds (${seconds} s, 50 connections):`);
for (const [k, rows] of Object.entries(res)) {
  const m = (key) => median(rows.map((x) => x[key]));
  console.log(
    `${k.padEnd(16)} ${m('rps').toFixed(0).padStart(6)}/s p50 ${m('p50').toFixed(1)} p99 ${m('p99').toFixed(1)} ms  cpu/answer node ${m('cpu').toFixed(3)}${process.env.PGURL ? ` pg ${m('gcpu').toFixed(3)}` : ''} ms`,
  );
}
for (const s of servers) s.child.kill('SIGTERM');
