// 农业百科's public calls on the entry page (issue 17: p99 < 50 ms at 50 connections on the embedded database at demo
// size): getBaikeHub (the hub panel: five applications' services, cached under their tags; the answer counts a view)
// and commentLists (not cached: two indexed reads). "cached": one entry asked again; "computed": every request names
// another linked entry with an ignored field, so the cache never answers. A fresh embedded database with the demo
// of every application the hub reads, and 40 threads with replies on one entry.
// Usage: node_modules/.bin/node tests/bench/baike-calls.mjs [--seconds 5] [--runs 3] [--connections 50] [--port 4437]
import { eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoBaike } from '#server/db/demo/baikeSeed.ts';
import { seedDemoIndicators } from '#server/db/demo/industrySeed.ts';
import { seedDemoTrade } from '#server/db/demo/tradeSeed.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { baikeComments, baikeEntries } from '#server/db/schema/index.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { runCases } from './cases.mjs';
import { arg, freshData, portalEnv, startPortal, workDir } from './portal.mjs';

const seconds = arg('seconds', 5);
const runs = arg('runs', 3);
const connections = arg('connections', 50);
const port = arg('port', 4437);

const dataDir = workDir('baike-calls');
const seedStarted = performance.now();
await freshData(dataDir);
let linked = [];
let commented = 0;
{
  const { db, close } = await openDatabase({ dataDir });
  const now = new Date();
  await seedDemoVegetables(db, now);
  await seedDemoTrade(db, now);
  await seedDemoIndicators(db);
  await seedDemoBaike(db, now);
  const entries = await db.select({ id: baikeEntries.id, links: baikeEntries.links }).from(baikeEntries);
  linked = entries.filter((e) => Object.keys(e.links).length > 0).map((e) => e.id);
  commented = linked[0];
  const user = await createUser(db, { account: 'benchbaike', nickname: '压测会员', regIp: '127.0.0.1' });
  for (let i = 0; i < 40; i++) {
    const [thread] = await db
      .insert(baikeComments)
      .values({ entryId: commented, uid: user.uid, content: `第${i + 1}条评论：播种期与田间管理的经验。` })
      .returning({ id: baikeComments.id });
    for (let r = 0; r < i % 3; r++)
      await db
        .insert(baikeComments)
        .values({ entryId: commented, uid: user.uid, parentId: thread.id, content: '回复' });
  }
  const [{ n }] = await db.$count(baikeComments, eq(baikeComments.entryId, commented)).then((n) => [{ n }]);
  console.log(
    `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${entries.length} entries, ${linked.length} with links, ${n} comments on entry ${commented}`,
  );
  await close();
}

const portal = await startPortal(portalEnv({ port, dataDir, distDir: workDir('baike-calls-dist') }));
const call =
  (path, body, fresh) =>
  ({ conn, n }) => ({
    method: 'POST',
    path,
    body: fresh ? { ...body(conn * 7 + n), nonce: `${conn}-${n}` } : body(0),
  });
const hub = (i) => ({ id: linked[i % linked.length] });
const cases = {
  'hub (cached)': call('/api/baike/getBaikeHub', hub, false),
  'hub (computed)': call('/api/baike/getBaikeHub', hub, true),
  commentLists: call('/api/baike/commentLists', () => ({ id: commented }), false),
};
try {
  await runCases({ base: portal.base, cases, runs, connections, seconds, note: '' });
} finally {
  await portal.stop();
}
