/**
 * The embedded database on a data folder runs its queries off the serving thread: a page answers while a two-second
 * query runs (with PGlite in the serving thread, it waited the two seconds). The folder's lock holds as before.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';

const PAGE = Buffer.from('<!doctype html><title>资讯</title>');
let dir: string;
let database: Database;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-db-worker-'));
  database = await openDatabase({ dataDir: dir });
  // The serving thread's part of a page: answer from memory, no database (as serve.ts answers prebuilt pages).
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database on a data folder', { timeout: 60_000 }, () => {
  it('answers a page in under a second while a two-second query runs', async () => {
    let slowDone = 0;
    const slow = database.db.execute(sql`select pg_sleep(2)`).then(() => (slowDone = performance.now()));
    // Let the query reach the database before the page is asked for.
    await new Promise((r) => setTimeout(r, 100));
    const asked = performance.now();
    const res = await fetch(`${base}/article/news`);
    expect(await res.text()).toBe(PAGE.toString());
    const answered = performance.now();
    expect(answered - asked).toBeLessThan(1000);
    await slow;
    expect(slowDone).toBeGreaterThan(answered);
  });

  it('holds the folder: a second open is refused while the first is open, and the lock names this process', async () => {
    expect(readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    // A live process's pid in the lock file (vitest's own) stands for another server on the folder.
    const lock = path.join(dir, 'portal.lock');
    writeFileSync(lock, String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/正被进程/);
    writeFileSync(lock, String(process.pid));
  });

  it('releases the lock when closed', async () => {
    const second = mkdtempSync(path.join(tmpdir(), 'portal-db-worker-'));
    try {
      const d = await openDatabase({ dataDir: second });
      expect(existsSync(path.join(second, 'portal.lock'))).toBe(true);
      await d.close();
      expect(existsSync(path.join(second, 'portal.lock'))).toBe(false);
    } finally {
      rmSync(second, { recursive: true, force: true });
    }
  });
});
