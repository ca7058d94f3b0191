// Cold start of `npm start` on an up-to-date build: spawn → /api/health answers. Median of N runs.
// Usage: node tests/bench/cold-start.mjs [runs]
import { spawn } from 'node:child_process';

const runs = Number(process.argv[2] ?? 5);
const port = 4388;
const times = [];

async function waitHealthy(deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const ok = await waitHealthy(Date.now() + 60_000);
  const ms = performance.now() - started;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.on('exit', r));
  if (!ok) throw new Error('server did not become healthy');
  times.push(ms);
  console.log(`run ${i + 1}: ${Math.round(ms)} ms`);
}
times.sort((a, b) => a - b);
console.log(`median cold start: ${Math.round(times[Math.floor(times.length / 2)])} ms over ${runs} runs`);
