// Named cases of one call each, run in interleaved rounds (so the machine's load falls on all alike) at one load;
// prints the first round's detail and each case's medians. Used by the applications' call benches.
import { describe, runLoad } from './load.mjs';
import { median } from './portal.mjs';

/** `cases`: name → make({ conn, n }) (see load.mjs's mix). Answers the runs by case name. */
export async function runCases({ base, cases, runs, connections, seconds, note = '' }) {
  const results = {};
  for (let r = 0; r < runs; r++) {
    for (const [name, make] of Object.entries(cases)) {
      const run = await runLoad({ base, connections, seconds, mix: [{ name, weight: 1, make }] });
      if (r === 0) console.log(describe(run));
      (results[name] ??= []).push(run);
    }
  }
  console.log(`\nmedians of ${runs} runs, ${connections} connections, ${seconds} s each${note}:`);
  for (const [name, rs] of Object.entries(results)) {
    const m = (k) => median(rs.map((x) => x[k]));
    const sum = (k) => rs.reduce((s, x) => s + x[k], 0);
    console.log(
      `${name.padEnd(24)} ${m('perSecond').toFixed(0).padStart(6)}/s  p50 ${m('p50').toFixed(1)} ms  p99 ${m('p99').toFixed(1)} ms  refused ${sum('refused')}  limited ${sum('limited')}`,
    );
  }
  return results;
}
