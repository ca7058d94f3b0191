/**
 * Import status across processes (several `serve.ts` on one database): a status call reaching a process other than
 * the importing one shows the import running with its saved progress, not failed; a record whose process stopped
 * (no heartbeat for IMPORT_LIMITS.lostAfterMs) reads as interrupted everywhere. On PostgreSQL the second process has
 * its own pool; on PGlite (one process only) a second handle on the same database stands in for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import type { Db } from '#server/db/client.ts';
import { imports } from '#server/db/schema/index.ts';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { IMPORT_LIMITS } from '#lib/imports/model.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { openTestDb, testApp, type Caller, type TestApp, type TestDatabase } from './support.ts';

const HEADER = '文档编号,标题,简介,行业,价格(分),VIP价格(分),格式,更新频率,覆盖范围';

let shared: TestDatabase;
let own: Database | null = null;
let a: TestApp;
let b: TestApp;
let editorA: Caller;
let editorB: Caller;

/** Another handle on the same database: what the importing process keeps in memory is not seen through it. */
const anotherHandle = (db: Db): Db =>
  new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

beforeAll(async () => {
  shared = await openTestDb();
  a = await testApp({ now: () => NOW, database: shared });
  if (shared.url) own = await openDatabase({ url: shared.url, dataDir: '' });
  b = await testApp({ now: () => NOW, database: own ?? shared, db: own ? undefined : anotherHandle });
  ({ call: editorA } = await signedIn(a, 'editor01', 'editor'));
  // The same editor signed in through the other process.
  const browserB = b.browser();
  const login = await browserB('/api/user/login', { username: 'editor01', password: 'secret123' });
  const token = login.json.data.token as string;
  editorB = (path, body, init = {}) => browserB(path, body, { ...init, headers: { token, ...init.headers } });
}, 60_000);
afterAll(async () => {
  await own?.close();
  await shared?.close();
});

/** A record as a process left it: running, its last heartbeat `ago` ms before now. */
async function runningRecord(ago: number | null): Promise<number> {
  const at = ago === null ? null : new Date(NOW.getTime() - ago);
  const [row] = await a.db
    .insert(imports)
    .values({
      family: 'product',
      fileName: 'x.csv',
      size: 1,
      byUid: 1,
      mode: 'good_rows',
      status: 'running',
      startedAt: new Date(NOW.getTime() - 600_000),
      heartbeatAt: at,
    })
    .returning({ id: imports.id });
  return row!.id;
}

describe('an import seen from another process', () => {
  it('shows running with the progress saved per chunk, then its totals, never failed', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 20_000; i++) lines.push(`P${String(i).padStart(5, '0')},两进程导入 ${i},,,${i},,,,`);
    const res = await uploadAs(editorA, lines.join('\n'), 'two.csv');
    expect(res.json.code).toBe(1);
    const id = res.json.data.id as number;
    const seen: Record<string, unknown>[] = [];
    const end = await importEnds(editorB, id, seen);
    expect(seen.filter((s) => s.status === 'failed')).toEqual([]);
    expect(end).toMatchObject({ status: 'done', rows_total: 20_000, inserted: 20_000 });
    const midway = seen.filter((s) => s.status === 'running' && Number(s.rows_done) > 0);
    expect(midway.length).toBeGreaterThan(0);
    expect(midway[0]!.phase).toBeNull(); // the phase lives in the importing process only
    expect((await editorA('/api/admin/import/status', { id })).json.data.status).toBe('done');
  }, 120_000);

  it('shows a record with a recent heartbeat running, in either process', async () => {
    const id = await runningRecord(IMPORT_LIMITS.lostAfterMs - 5_000);
    for (const call of [editorA, editorB]) {
      expect((await call('/api/admin/import/status', { id })).json.data).toMatchObject({
        status: 'running',
        message: '',
      });
    }
  });

  it('reads a record without a heartbeat for longer than the limit as interrupted, in the status and the list', async () => {
    for (const ago of [IMPORT_LIMITS.lostAfterMs + 1_000, null]) {
      const id = await runningRecord(ago);
      for (const call of [editorA, editorB]) {
        expect((await call('/api/admin/import/status', { id })).json.data).toMatchObject({
          status: 'failed',
          message: IMPORT_MSG.interrupted,
        });
        const list = await call('/api/admin/import/list', { pageSize: 1 });
        expect(list.json.data.list[0]).toMatchObject({ id, status: 'failed' });
      }
    }
  });
});
