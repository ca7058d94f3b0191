/**
 * The embedded database's folder, its lock file and its worker thread (pgliteWorker.ts: PGlite opened, migrations
 * applied). Imports neither drizzle nor the schema, so serve.ts can start the worker before it loads the rest of the
 * server: opening PGlite then runs on the other core while the server's modules load on this one.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WorkerClient } from './workerClient.ts';

// The page build bundles this file as deep (dist/.prerender/chunks/), so both paths hold there too.
const ROOT = new URL('../../../', import.meta.url);
export const MIGRATIONS = fileURLToPath(new URL('drizzle', ROOT));
export const WORKER = new URL('src/server/db/pgliteWorker.ts', ROOT);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The embedded database's own folder under DATA_DIR. */
export const pgliteDir = (dataDir: string): string => path.join(dataDir, 'pglite');

/** Another live process holding the embedded database's lock under `dir`, or null. */
export function lockHolder(dir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dir, 'portal.lock'), 'utf8'));
    return pid && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** PGlite corrupts a data directory opened by two processes: hold a lock file with our pid. */
export function takeLock(dir: string): () => void {
  const pid = lockHolder(dir);
  if (pid) {
    throw new Error(
      `数据库目录 ${dir} 正被进程 ${pid} 使用；请先停止它，或设置 DATABASE_URL 使用 PostgreSQL。`,
    );
  }
  const lock = path.join(dir, 'portal.lock');
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

export interface Embedded {
  client: WorkerClient;
  /** Frees the lock file. */
  release: () => void;
}

/** Takes `dataDir`'s lock and opens its database in the worker, answered once its migrations are applied. */
async function startEmbedded(dataDir: string): Promise<Embedded> {
  mkdirSync(dataDir, { recursive: true });
  const release = takeLock(dataDir);
  try {
    const client = await WorkerClient.open(WORKER, { dataDir: pgliteDir(dataDir), migrations: MIGRATIONS });
    return { client, release };
  } catch (err) {
    release();
    throw err;
  }
}

let early: { dataDir: string; opening: Promise<Embedded> } | null = null;

/** serve.ts, first thing: start opening `dataDir`'s database now; openDatabase() takes it over. */
export function prestartEmbedded(dataDir: string): void {
  const opening = startEmbedded(dataDir);
  // A failure is the open's to report when openDatabase() takes it over, not an unhandled rejection before.
  opening.catch(() => undefined);
  early = { dataDir, opening };
}

/** The database of `dataDir`: the one serve.ts started (once), or a new open. */
export function openEmbedded(dataDir: string): Promise<Embedded> {
  if (early?.dataDir === dataDir) {
    const { opening } = early;
    early = null;
    return opening;
  }
  return startEmbedded(dataDir);
}
