/**
 * The embedded database's own thread: PGlite (its WASM work) runs here, so the serving thread only parses, awaits and
 * answers. Applies the migrations, then answers workerClient.ts's requests (workerProtocol.ts) one message each.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './extensions.ts';
import { migrateListing } from './migrations.ts';
import type { Reply, Request, WireError, WorkerInit, WorkerMemory } from './workerProtocol.ts';

const port = parentPort!;
const { dataDir, migrations } = workerData as WorkerInit;

/** Plain fields of a database error (code, detail, constraint…); functions and unclonable values stay behind. */
function wire(err: unknown): WireError {
  const e = err instanceof Error ? err : new Error(String(err));
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // Not clonable (a handle): the caller never reads it.
    }
  }
  return { message: e.message, name: e.name, fields };
}

/**
 * PostgreSQL's memory inside PGlite's WASM memory, which grows to its peak and never shrinks (issue 32): the buffer
 * pool is smaller than stock (128 MB) since the data folder's pages stay in the OS's file cache anyway (the demo
 * database is ~40 MB); an index build or vacuum takes 16 MB instead of 64; a sort or hash past work_mem spills to disk.
 */
export const MEMORY_SETTINGS = [
  'shared_buffers=32MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=8MB',
];

const send = (reply: Reply) => port.postMessage(reply);
const fail = (id: number, err: unknown) => send({ id, ok: false, error: wire(err) });

/** Parsers that hand the text of the given types over as it is (the caller applies its own). */
const rawParsers = new Map<string, ParserOptions>();
function passThrough(oids: number[]): ParserOptions | undefined {
  if (!oids.length) return undefined;
  const key = oids.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

/** Open transactions by id, and how to end each (commit, or rollback by rejecting with this marker). */
const ROLLBACK = Symbol('rollback');
const open = new Map<number, { tx: Transaction; end: (commit: boolean, endId: number) => void }>();
let nextTx = 1;

function begin(pg: PGlite, id: number): void {
  const txId = nextTx++;
  let endId = 0;
  pg.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        open.set(txId, {
          tx,
          end: (commit, by) => {
            endId = by;
            if (commit) resolve();
            else reject(ROLLBACK);
          },
        });
        send({ id, ok: true, result: txId });
      }),
  )
    .then(
      () => send({ id: endId, ok: true }),
      (err: unknown) => {
        // A failed BEGIN answers the begin request; a failed COMMIT (or the rollback asked for) the end request.
        if (!endId) return fail(id, err);
        if (err === ROLLBACK) return send({ id: endId, ok: true });
        fail(endId, err);
      },
    )
    .finally(() => open.delete(txId));
}

function target(pg: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const held = open.get(tx);
  if (!held) throw new Error(`transaction ${tx} is not open`);
  return held.tx;
}

/** PGlite's Emscripten module: its WASM memory's views (not in PGlite's typings). */
type WithModule = { mod?: { HEAPU8?: Uint8Array } };

function memoryOf(pg: PGlite): WorkerMemory {
  const heap = getHeapStatistics();
  return {
    wasmBytes: (pg as unknown as WithModule).mod?.HEAPU8?.buffer.byteLength ?? 0,
    heapUsed: heap.used_heap_size,
    heapTotal: heap.total_heap_size,
    heapLimit: heap.heap_size_limit,
    external: heap.external_memory,
  };
}

async function answer(pg: PGlite, req: Request): Promise<unknown> {
  switch (req.kind) {
    case 'query':
      return target(pg, req.tx).query(req.sql, req.params, {
        rowMode: req.rowMode,
        parsers: passThrough(req.raw),
      });
    case 'exec':
      return target(pg, req.tx).exec(req.sql);
    case 'rollback':
      return (target(pg, req.tx) as Transaction).rollback();
    case 'close':
      return pg.close();
    default:
      throw new Error(`unknown request ${(req as { kind: string }).kind}`);
  }
}

try {
  const pg = new PGlite({
    dataDir: dataDir ?? undefined,
    extensions: await pgliteExtensions(),
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS.flatMap((s) => ['-c', s])],
  });
  const migrated = await migrateListing(
    pg,
    async () => {
      // Loaded only when the database lacks a migration.
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle({ client: pg }), { migrationsFolder: migrations });
    },
    migrations,
  );
  port.on('message', (req: Request) => {
    if (req.kind === 'memory') return send({ id: req.id, ok: true, result: memoryOf(pg) });
    if (req.kind === 'begin') return begin(pg, req.id);
    if (req.kind === 'end') {
      const held = open.get(req.tx);
      if (!held) return fail(req.id, new Error(`transaction ${req.tx} is not open`));
      return held.end(req.commit, req.id);
    }
    answer(pg, req).then(
      (result) => send({ id: req.id, ok: true, result: req.kind === 'close' ? undefined : result }),
      (err: unknown) => fail(req.id, err),
    );
  });
  send({ id: 0, ok: true, result: migrated });
} catch (err) {
  fail(0, err);
}
