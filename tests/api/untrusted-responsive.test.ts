/**
 * Issue 27's proof: while the XLSX bomb, a zip of 20,000 entries and a real 50,000-row workbook are uploaded and
 * imported, a page served by the same thread (as serve.ts serves prebuilt pages) is fetched every 100 ms and keeps
 * answering; the bomb is refused within 2 s. The database runs in its own thread, as the server runs it.
 * Before the worker, the bomb alone held the thread for 46 s. The bounds leave room for a loaded CI machine; the
 * figures of a quiet run are printed (and reported in the issue).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDb, type Database } from '#server/db/client.ts';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { manyEntriesZip, productsXlsx, xlsxBomb } from './hostile-files.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

const PAGE = Buffer.from('<!doctype html><title>资讯</title>');
/** The issue asks p99 < 100 ms (measured on a quiet machine); CI shares two cores with other work. */
const P99_BOUND_MS = 250;

let database: Database;
let t: TestApp;
let editor: Caller;
let server: Server;
let base: string;

beforeAll(async () => {
  database = await openMemoryDb({ worker: true });
  t = await testApp({ now: () => NOW, database });
  ({ call: editor } = await signedIn(t, 'loadeditor', 'editor'));
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await database?.close();
});

/** Fetches the page every 100 ms until stopped; each answer's time in ms. */
function pinger() {
  const times: number[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const asked = performance.now();
      const res = await fetch(`${base}/article/news`);
      await res.arrayBuffer();
      times.push(performance.now() - asked);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    times,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describe('the serving thread while hostile and large files are uploaded', () => {
  it('a page fetched every 100 ms keeps its p99 low, and the bomb is refused within 2 s', async () => {
    // Built first: writing a 50,000-row workbook is the test's own work, not the server's.
    const bomb = xlsxBomb();
    const many = manyEntriesZip();
    const big = await productsXlsx(50_000);
    // The client's first connection is set up before the clock starts.
    await (await fetch(`${base}/`)).arrayBuffer();
    const ping = pinger();
    await new Promise((r) => setTimeout(r, 500));

    const started = performance.now();
    const refused = await uploadAs(editor, bomb, 'bomb.xlsx');
    const bombMs = performance.now() - started;
    expect(refused.json.code).toBe(0);
    expect((await uploadAs(editor, many, 'many.xlsx')).json.code).toBe(0);
    const res = await uploadAs(editor, big, 'big.xlsx');
    expect(res.json).toMatchObject({ code: 1, msg: IMPORT_MSG.started });
    const importStarted = performance.now();
    const rec = await importEnds(editor, res.json.data.id, [], 100);
    const importMs = performance.now() - importStarted;
    // The bomb again, with the import done: still refused at once.
    expect((await uploadAs(editor, bomb, 'bomb.xlsx')).json.code).toBe(0);
    await ping.stop();

    expect(rec).toMatchObject({ status: 'done', inserted: 50_000 });
    const p50 = percentile(ping.times, 50);
    const p99 = percentile(ping.times, 99);
    const max = Math.max(...ping.times);
    console.log(
      `[untrusted] bomb refused in ${bombMs.toFixed(0)} ms; 50,000-row import ${(importMs / 1000).toFixed(1)} s; ` +
        `page every 100 ms: ${ping.times.length} fetches, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    expect(bombMs).toBeLessThan(2_000);
    expect(ping.times.length).toBeGreaterThan(20);
    expect(p99).toBeLessThan(P99_BOUND_MS);
  }, 300_000);
});
