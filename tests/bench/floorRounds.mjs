// One public call measured against the machine's floor: warm the database, prime the cached body, then rounds of
// /api/health, the call with one body (a cached answer) and with every body new (computed), interleaved so the
// machine's load falls on all three alike; prints each round and the medians. Used by the applications' benches.
import { describe, runLoad } from './load.mjs';
import { median } from './portal.mjs';

/**
 * `same()` and `fresh({ conn, n })` make the requests (see load.mjs's mix); `label` names the call in the table.
 * Answers the runs by case name.
 */
export async function floorRounds({ base, label, same, fresh, rounds, connections, seconds }) {
  await runLoad({ base, connections: 4, seconds: 2, mix: [{ name: 'warm', weight: 1, make: fresh }] });
  const primer = same();
  await fetch(`${base}${primer.path}`, {
    method: primer.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    body: primer.body ? JSON.stringify(primer.body) : undefined,
  });
  const cases = {
    '/api/health (floor)': () => ({ path: '/api/health' }),
    [`${label} (cached)`]: same,
    [`${label} (uncached)`]: fresh,
  };
  const results = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, make] of Object.entries(cases)) {
      const run = await runLoad({ base, connections, seconds, mix: [{ name, weight: 1, make }] });
      results[name].push(run);
      console.log(`round ${round + 1}: ${describe(run).split('\n')[0].replace(/^all/, name)}`);
    }
  }
  const med = (runs, key) => median(runs.map((r) => r[key]));
  console.log(`\nmedians of ${rounds} rounds, ${connections} connections, ${seconds} s each:`);
  for (const [name, runs] of Object.entries(results))
    console.log(
      `${name.padEnd(22)} ${med(runs, 'perSecond').toFixed(0).padStart(6)}/s  p50 ${med(runs, 'p50').toFixed(1)} ms  p99 ${med(runs, 'p99').toFixed(1)} ms`,
    );
  return results;
}
