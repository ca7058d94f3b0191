// CPU per answer of one call: the server process's CPU time (all its threads: the embedded database's too) and, on
// PostgreSQL, its backends' for the bench's database, read from /proc around one run and divided by its answers.
import { readFileSync } from 'node:fs';
import { runLoad } from './load.mjs';

/** utime + stime of a process in ms (clock ticks of 10 ms), 0 once it is gone. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The backends serving `databaseUrl`'s database now (the pool's connections), or none. */
async function backends(databaseUrl) {
  if (!databaseUrl) return [];
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.map((r) => r.pid);
}

/**
 * One run of `make` at `connections` for `seconds`; answers { perSecond, p50, p99, node, db } with `node` and `db`
 * the CPU ms per answer of the server process and of PostgreSQL (null on the embedded database).
 */
export async function cpuPerAnswer({ base, pid, databaseUrl, make, connections, seconds }) {
  const before = new Map((await backends(databaseUrl)).map((p) => [p, cpuMs(p)]));
  const node0 = cpuMs(pid);
  const run = await runLoad({ base, connections, seconds, mix: [{ name: 'cpu', weight: 1, make }] });
  const n = run.answered || 1;
  // A backend the pool opened during the run counts whole; one that ended meanwhile is left out, not negative.
  let db = 0;
  for (const p of new Set([...before.keys(), ...(await backends(databaseUrl))])) {
    const t1 = cpuMs(p);
    const t0 = before.get(p) ?? 0;
    if (t1 >= t0) db += t1 - t0;
  }
  return {
    perSecond: run.perSecond,
    p50: run.p50,
    p99: run.p99,
    node: (cpuMs(pid) - node0) / n,
    db: databaseUrl ? db / n : null,
  };
}

/** `label: 0.33 ms Node (+ 0.41 ms PostgreSQL)`. */
export const describeCpu = (label, c) =>
  `${label.padEnd(22)} CPU per answer ${c.node.toFixed(3)} ms Node${c.db === null ? '' : ` + ${c.db.toFixed(3)} ms PostgreSQL`}  (${c.perSecond.toFixed(0)}/s, p99 ${c.p99.toFixed(1)} ms)`;
