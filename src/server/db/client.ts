/** Opens the database: PGlite under DATA_DIR when DATABASE_URL is unset, else PostgreSQL; applies migrations. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** The extensions the migrations create (pg_trgm for search: drizzle/0007_search_index.sql). */
async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/** In-memory PGlite with migrations applied: one per test file. */
export async function openMemoryDb(): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ extensions: await pgliteExtensions() });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PGlite corrupts a data directory opened by two processes: hold a lock file with our pid. */
function takeLock(dir: string): () => void {
  const lock = path.join(dir, 'portal.lock');
  try {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `数据库目录 ${dir} 正被进程 ${pid} 使用；请先停止它，或设置 DATABASE_URL 使用 PostgreSQL。`,
      );
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  mkdirSync(dataDir, { recursive: true });
  const release = takeLock(dataDir);
  const client = new PGlite(path.join(dataDir, 'pglite'), { extensions: await pgliteExtensions() });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (err) => console.error(`[db] idle connection closed: ${err.message}`));
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
}

export function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir);
}
