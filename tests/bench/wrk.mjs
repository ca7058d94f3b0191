// wrk (Debian's package, C and epoll) as the benches' closed-loop generator where Node's own (load.mjs) is too slow:
// it tops out near 12–15k req/s on these cores, below what nginx serves, so a ratio against nginx measured with it
// says more about the generator than the servers. Same shape as load.mjs's runLoad answer for the figures it has.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const WRK = '/usr/bin/wrk';

/** wrk's version line (`wrk debian/4.1.0-3+b2 [epoll]`), or null when it is not installed. */
export function wrkVersion() {
  if (!existsSync(WRK)) return null;
  // wrk prints its version with the usage text and exits 1.
  try {
    execFileSync(WRK, ['-v'], { stdio: 'pipe' });
  } catch (err) {
    const out = `${err.stdout ?? ''}${err.stderr ?? ''}`;
    return /^wrk [^\n]*?(?= Copyright|\n|$)/m.exec(out)?.[0] ?? 'wrk';
  }
  return 'wrk';
}

const lua = (s) => JSON.stringify(s); // a JSON string is a valid Lua string for these ASCII paths and headers

/**
 * A wrk script: each thread walks `paths` in order from its own offset (so the mix is the same as load.mjs's smooth
 * round robin over equal weights), every request with `headers`; at the end one JSON line with the figures.
 */
function script(paths, headers) {
  const headerTable = Object.entries(headers)
    .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
    .join(', ');
  return `local paths = { ${paths.map(lua).join(', ')} }
local headers = { ${headerTable} }
local next_id = 0
function setup(thread)
  thread:set("offset", next_id * 7)
  next_id = next_id + 1
end
local i = 0
function init(args)
  i = offset or 0
end
function request()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1], headers)
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK-JSON {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`;
}

/**
 * `paths` (GET, in that order, round robin) on `connections` keep-alive connections to `base` for `seconds`, from
 * `threads` wrk threads. Answers { perSecond, p50, p90, p99, max (ms), errors (answers ≥ 400), socketErrorCount
 * (connect, read, write errors and timeouts), mbPerSecond, answered, generator }.
 */
export function runWrk({ base, connections, seconds, paths, headers = {}, threads = 2, timeoutS = 10 }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-wrk-'));
  const file = path.join(dir, 'mix.lua');
  writeFileSync(file, script(paths, headers));
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${timeoutS}s`,
    '-s',
    file,
    base,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const line = /^WRK-JSON (.*)$/m.exec(out);
      if (code !== 0 || !line) return reject(new Error(`wrk ${args.join(' ')} failed (${code}):\n${out}`));
      const r = JSON.parse(line[1]);
      const elapsed = r.durationUs / 1e6;
      resolve({
        generator: 'wrk',
        seconds: elapsed,
        connections,
        answered: r.requests,
        perSecond: r.requests / elapsed,
        p50: r.p50Us / 1000,
        p90: r.p90Us / 1000,
        p99: r.p99Us / 1000,
        max: r.maxUs / 1000,
        errors: r.status,
        socketErrorCount: r.connect + r.read + r.write + r.timeout,
        socketErrors: { connect: r.connect, read: r.read, write: r.write, timeout: r.timeout },
        limited: 0,
        refused: 0,
        mbPerSecond: r.bytes / 1048576 / elapsed,
      });
    });
  });
}
