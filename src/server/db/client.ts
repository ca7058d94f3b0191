/**
 * Opens the database: PGlite under DATA_DIR when DATABASE_URL is unset (in its own thread, pgliteWorker.ts), else
 * PostgreSQL; applies migrations (on PostgreSQL one process at a time, migrations.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteExtensions } from './extensions.ts';
import { migrateListing, underMigrationLock } from './migrations.ts';
import { MIGRATIONS, openEmbedded, WORKER } from './embedded.ts';
import type { WorkerClient } from './workerClient.ts';
import type { WorkerMemory } from './workerProtocol.ts';
import * as schema from '#server/db/schema/index.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('db');

export { lockHolder, pgliteDir, takeLock } from './embedded.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database's worker died unasked: no query can succeed in this process any more. */
  onLost?: (handler: (err: Error) => void) => void;
  /** The migrations this open applied (their tags, oldest first); none when the database was up to date. */
  migrated: string[];
  /** PostgreSQL's pool as it stands (the metrics); absent on the embedded database. */
  pool?: () => PoolStats;
  /** The embedded database thread's memory (the metrics); absent on PostgreSQL and in-thread PGlite. */
  memory?: () => Promise<WorkerMemory>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** PGlite in a worker thread behind drizzle-orm/pglite: queries leave the calling thread free. */
async function workerDb(
  client: WorkerClient,
): Promise<Pick<Database, 'db' | 'close' | 'onLost' | 'migrated' | 'memory'>> {
  const { drizzle } = await import('drizzle-orm/pglite');
  // The worker client is the subset of PGlite's interface drizzle-orm/pglite calls.
  const db = drizzle({ client: client as unknown as PGlite, schema });
  return {
    db: db as unknown as Db,
    close: () => client.close(),
    onLost: (h) => client.onLost(h),
    migrated: client.migrated,
    memory: () => client.memory(),
  };
}

/**
 * In-memory PGlite with migrations applied: one per test file; `worker` puts it in its own thread as serving does;
 * `from` starts it from a dumped data folder (`dumpMemoryDb`) whose migrations are already applied.
 */
export async function openMemoryDb(opts: { worker?: boolean; from?: Blob } = {}): Promise<Database> {
  if (opts.worker) {
    const { WorkerClient } = await import('./workerClient.ts');
    const client = await WorkerClient.open(WORKER, { dataDir: null, migrations: MIGRATIONS });
    return { ...(await workerDb(client)), driver: 'pglite' };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ extensions: await pgliteExtensions(), loadDataDir: opts.from });
  const db = drizzle({ client, schema });
  const migrated = opts.from
    ? []
    : await migrateListing(client, () => migrate(db, { migrationsFolder: MIGRATIONS }), MIGRATIONS);
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close(), migrated };
}

/** The data folder of an in-memory database as a tar (uncompressed: loading it is what tests pay for). */
export async function dumpMemoryDb(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

async function openPglite(dataDir: string): Promise<Database> {
  // Started by serve.ts before the rest of the server loaded, or now.
  const { client, release } = await openEmbedded(dataDir);
  const { db, close, onLost, migrated, memory } = await workerDb(client);
  return {
    db,
    driver: 'pglite',
    onLost,
    migrated,
    memory,
    close: async () => {
      await close();
      release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection closed by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (err) => log.warn({ err }, 'idle connection closed'));
  let migrated: string[];
  try {
    migrated = await underMigrationLock(pool, (client) =>
      migrateListing(
        client,
        () => migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS }),
        MIGRATIONS,
      ),
    );
  } catch (err) {
    await pool.end();
    throw err;
  }
  const db = drizzle({ client: pool, schema });
  const stats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end(), migrated, pool: stats };
}

/** `poolSize`: PostgreSQL connections this process may open (DATABASE_POOL_SIZE); 10 when not given. */
export function openDatabase(opts: { url?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.poolSize ?? 10) : openPglite(opts.dataDir);
}
