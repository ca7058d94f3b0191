// The benches' HTTP load generator: N keep-alive connections, each a closed loop (send, read the whole answer, send
// the next) over a weighted mix of requests, for a fixed time; latencies per request name, statuses, refusals and
// socket errors counted apart.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * One request of a mix. `make({ conn, n })` gives { method = 'GET', path, body (an object, sent as JSON), headers }
 * for connection `conn` (0…N-1) on its `n`-th request; `weight` is its share of the mix.
 * @typedef {{ name: string, weight: number, make: (at: { conn: number, n: number }) => { method?: string, path: string, body?: unknown, headers?: Record<string, string> } }} MixEntry
 */

/** The q-quantile (0…1) of ascending numbers, or NaN when there are none. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** A fixed order of mix names in proportion to their weights, spread evenly (smooth weighted round robin). */
function schedule(mix) {
  const total = mix.reduce((s, m) => s + m.weight, 0);
  const current = mix.map(() => 0);
  const order = [];
  for (let i = 0; i < total; i++) {
    mix.forEach((m, j) => (current[j] += m.weight));
    const best = current.indexOf(Math.max(...current));
    current[best] -= total;
    order.push(mix[best]);
  }
  return order;
}

/** A JSON envelope's success flag read from the first bytes (`{"code":1,`) without parsing the whole answer. */
const refusedEnvelope = (type, head) =>
  typeof type === 'string' && type.includes('application/json') && !/^\{"code":1[,}]/.test(head);

/**
 * The envelope of one compressed answer in `SAMPLE` is read (decompressed whole), so the generator, on the server's
 * cores, does not spend them decoding what a browser decodes on its own. Refusals are small and never kept, so never
 * compressed (`#server/http/answerEncoding.ts`): each one is still read and counted.
 */
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync };
const SAMPLE = 16;
let encodedSeen = 0;

function send(agent, origin, req, timeoutMs, keep) {
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
  const headers = { ...req.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve) => {
    const r = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path: req.path,
        method: req.method ?? 'GET',
        agent,
        headers,
      },
      (res) => {
        let head = '';
        let bytes = 0;
        const encoded = DECODE[res.headers['content-encoding']];
        const decode = encoded && encodedSeen++ % SAMPLE === 0 ? encoded : null;
        const chunks = [];
        res.on('data', (d) => {
          if (decode || keep) chunks.push(d);
          else if (head.length < 16) head += d.toString('latin1', 0, 16);
          bytes += d.length;
        });
        res.on('end', () => {
          if (decode) head = decode(Buffer.concat(chunks)).toString('latin1', 0, 16);
          else if (encoded) head = '{"code":1,';
          else if (keep) head = Buffer.concat(chunks).toString('latin1', 0, 16);
          resolve({
            status: res.statusCode,
            bytes,
            refused: refusedEnvelope(res.headers['content-type'], head),
            ...(keep && !encoded ? { body: Buffer.concat(chunks).toString() } : {}),
          });
        });
        res.on('error', (err) => resolve({ error: err.code ?? err.message }));
      },
    );
    r.setTimeout(timeoutMs, () => r.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    r.on('error', (err) =>
      // As browsers do (and Node's docs advise): a kept-alive connection the server closed as this request went out
      // never carried it, so it is sent again (the next kept-alive one may be closing too: up to 3 times).
      resolve(
        r.reusedSocket && err.code === 'ECONNRESET' && (req.retries ?? 0) < 3
          ? send(agent, origin, { ...req, retries: (req.retries ?? 0) + 1 }, timeoutMs, keep)
          : { error: err.code ?? err.message },
      ),
    );
    r.end(payload);
  });
}

/** One answer (or socket error) into a stats record; a 429's latency counts only when `timeLimited`. */
function tally(s, res, ms, timeLimited) {
  if (res.error) {
    s.socketErrors[res.error] = (s.socketErrors[res.error] ?? 0) + 1;
    return;
  }
  s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1;
  s.bytes += res.bytes;
  if (res.status === 429) s.limited += 1;
  if (res.status !== 429 || timeLimited) s.latencies.push(ms);
  if (res.refused && res.status < 300) s.refused += 1;
}

const newStats = () => ({ latencies: [], statuses: {}, limited: 0, refused: 0, socketErrors: {}, bytes: 0 });

/** Percentiles and counts of one stats record (latencies of answered, non-429 requests). */
function summarize(s, seconds) {
  const sorted = Float64Array.from(s.latencies).sort();
  const answered = sorted.length;
  const errors = Object.entries(s.statuses)
    .filter(([status]) => Number(status) >= 400 && Number(status) !== 429)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    answered,
    perSecond: answered / seconds,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: answered ? sorted[answered - 1] : NaN,
    statuses: s.statuses,
    errors,
    limited: s.limited,
    refused: s.refused,
    socketErrors: s.socketErrors,
    socketErrorCount: Object.values(s.socketErrors).reduce((a, b) => a + b, 0),
    mbPerSecond: s.bytes / 1048576 / seconds,
  };
}

/**
 * Run `mix` on `connections` keep-alive connections to `base` for `seconds`. Answers the whole run and each name:
 * answered per second and latency quantiles in ms over every answer except 429 (rate limits answer those at once;
 * they are counted as `limited`), HTTP statuses, `errors` (4xx/5xx other than 429), `refused` (a JSON answer whose
 * envelope is not `code: 1`) and socket errors by code (timeouts included).
 * `onAnswer(name, at, res)` sees every answer ({ status, refused, body } with the body of an uncompressed answer, or
 * { error }), for callers that check what each request did (the topology test's acknowledged writes).
 * @param {{ base: string, connections: number, seconds: number, mix: MixEntry[], timeoutMs?: number, onAnswer?: Function }} opts
 */
export async function runLoad({ base, connections, seconds, mix, timeoutMs = 30_000, onAnswer }) {
  const origin = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const order = schedule(mix);
  const all = newStats();
  const byName = Object.fromEntries(mix.map((m) => [m.name, newStats()]));
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async (conn) => {
    for (let n = 0; performance.now() < until; n++) {
      const entry = order[next++ % order.length];
      const t0 = performance.now();
      const res = await send(agent, origin, entry.make({ conn, n }), timeoutMs, Boolean(onAnswer));
      const ms = performance.now() - t0;
      onAnswer?.(entry.name, { conn, n }, res);
      for (const s of [all, byName[entry.name]]) tally(s, res, ms, false);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, conn) => loop(conn)));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return {
    seconds: elapsed,
    connections,
    ...summarize(all, elapsed),
    byName: Object.fromEntries(Object.entries(byName).map(([k, s]) => [k, summarize(s, elapsed)])),
  };
}

/**
 * Open loop: `mix` sent at `rate` requests a second for `seconds` on a fixed schedule (the k-th at start + k/rate,
 * names in the mix's smooth round robin), whether or not earlier ones were answered, over as many keep-alive
 * connections as that takes. Each latency counts from the request's scheduled time, not from when it went out, so a
 * server (or a generator) falling behind shows in the figures instead of slowing the offered load (no coordinated
 * omission). Answers what runLoad answers (429s counted in `limited` and in the latencies, as every answer is), plus
 * `offered` (requests scheduled), `rate`, and `sendLagMs` (the generator's worst lateness in sending).
 * @param {{ base: string, rate: number, seconds: number, mix: MixEntry[], timeoutMs?: number }} opts
 */
export async function runOpenLoad({ base, rate, seconds, mix, timeoutMs = 10_000 }) {
  const origin = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const order = schedule(mix);
  const all = newStats();
  const byName = Object.fromEntries(mix.map((m) => [m.name, newStats()]));
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const pending = [];
  let sendLagMs = 0;
  const started = performance.now();
  for (let k = 0; k < total; k++) {
    const at = started + k * interval;
    const wait = at - performance.now();
    // A timer wakes up to a millisecond late; the latency still counts from `at`, so that lateness is not hidden.
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sendLagMs = Math.max(sendLagMs, performance.now() - at);
    const entry = order[k % order.length];
    pending.push(
      send(agent, origin, entry.make({ conn: 0, n: k }), timeoutMs, false).then((res) => {
        const ms = performance.now() - at;
        for (const s of [all, byName[entry.name]]) tally(s, res, ms, true);
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return {
    offered: total,
    rate,
    seconds: elapsed,
    sendLagMs,
    ...summarize(all, elapsed),
    byName: Object.fromEntries(Object.entries(byName).map(([k, s]) => [k, summarize(s, elapsed)])),
  };
}

const ms = (x) => (Number.isNaN(x) ? '—' : x < 10 ? x.toFixed(1) : Math.round(x).toString());
const counts = (o) =>
  Object.entries(o)
    .map(([k, v]) => `${k}×${v}`)
    .join(' ') || 'none';

/** Lines describing a run: the total, then one per name. */
export function describe(run) {
  const line = (name, r) =>
    `${name.padEnd(22)} ${r.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(r.p50).padStart(5)} ms  p99 ` +
    `${ms(r.p99).padStart(5)} ms  max ${ms(r.max).padStart(5)} ms  statuses ${counts(r.statuses)}  ` +
    `refused ${r.refused}  socket errors ${counts(r.socketErrors)}`;
  return [
    line(`all (${run.connections} conn)`, run),
    ...Object.entries(run.byName).map(([k, r]) => line(`  ${k}`, r)),
  ].join('\n');
}
