// 标准查询's search call (getList with a keyword) under load, on the embedded database or on PostgreSQL
// (--database-url: an empty database of your own, seeded here): p50/p99 at 50 connections, answered from the public
// cache (one body) and past it (every body new: sloppy numbers and title words), against the floor of the same
// minutes (/api/health), then the CPU per answer of each (Node, and PostgreSQL's backends). The standards are the
// reference rows (standards.csv).
// Usage: node tests/bench/standard-search.mjs [--seconds 5] [--rounds 3] [--connections 50] [--database-url postgres://…]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedReference } from '#server/db/seed.ts';
import { standards } from '#server/db/schema/index.ts';
import { cpuPerAnswer, describeCpu } from './cpuPerAnswer.mjs';
import { floorRounds } from './floorRounds.mjs';
import { portalEnv, startPortal, workDir } from './portal.mjs';
import { STANDARD_KEYWORDS } from './searchKeywords.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4452' },
    'database-url': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const url = values['database-url'];
const dataDir = workDir('standard-search');

{
  const { db, close } = await openDatabase({ url, dataDir });
  await seedReference(db);
  const [n] = await db.select({ n: count() }).from(standards);
  console.log(`${n.n} standards, ${url ? 'PostgreSQL' : `embedded in ${dataDir}`}`);
  await close();
}

const distDir = path.join(dataDir, 'dist');
mkdirSync(distDir, { recursive: true });
const env = portalEnv({ port: Number(values.port), dataDir, distDir });
if (url) {
  delete env.EMBEDDED_DATABASE;
  env.DATABASE_URL = url;
}
const portal = await startPortal(env);
try {
  const keywords = STANDARD_KEYWORDS;
  let bust = 0;
  /** A new body every time: the cache's key is the raw body, so each one is a miss that runs the search. */
  const fresh = ({ conn, n }) => ({
    method: 'POST',
    path: '/api/standard/getList',
    body: { keyword: keywords[(conn + n) % keywords.length], page: 1, pageSize: 20, bust: ++bust },
  });
  const same = () => ({ method: 'POST', path: '/api/standard/getList', body: { keyword: 'GBT2763-2021' } });
  await floorRounds({ base: portal.base, label: 'search', same, fresh, rounds, connections, seconds });
  const at = { base: portal.base, pid: portal.pid, databaseUrl: url, connections, seconds };
  console.log(describeCpu('search (cached)', await cpuPerAnswer({ ...at, make: same })));
  console.log(describeCpu('search (uncached)', await cpuPerAnswer({ ...at, make: fresh })));
} finally {
  await portal.stop();
}
