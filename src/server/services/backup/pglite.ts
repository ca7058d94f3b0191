/**
 * The embedded database's part of a backup: PGlite's own dump of its data folder (`dumpDataDir`, a gzipped tar of a
 * consistent copy) and its load into an empty folder (`loadDataDir`). The folder admits one process (the lock file
 * of db/client.ts): the backup and the restore take that lock, so the portal is stopped for them; one that runs is
 * named in the refusal. PostgreSQL backs up while the portal serves.
 */
import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import { lockHolder, pgliteDir, takeLock } from '#server/db/client.ts';
import { pgliteExtensions } from '#server/db/extensions.ts';
import { logFor } from '#server/core/log.ts';
import { migrationLevel, rowCounts, type MigrationLevel, type Query } from './inventory.ts';

const log = logFor('backup');

export interface PgliteDump {
  bytes: Buffer;
  version: string;
  migrations: MigrationLevel;
  counts: Record<string, number>;
}

/** Open the data folder under DATA_DIR holding its lock (refused, in words, while the portal holds it). */
async function openLocked(dataDir: string, loadDataDir?: Blob) {
  const holder = lockHolder(dataDir);
  if (holder) throw new Refusal(BACKUP_MSG.embeddedLocked(holder));
  const release = takeLock(dataDir);
  try {
    const pg = new PGlite(pgliteDir(dataDir), { extensions: await pgliteExtensions(), loadDataDir });
    await pg.waitReady;
    const query: Query = async (sql) => (await pg.query<Record<string, unknown>>(sql)).rows;
    const close = async () => {
      await pg.close();
      release();
    };
    return { pg, query, close };
  } catch (err) {
    release();
    throw err;
  }
}

/** Whether the embedded database under DATA_DIR exists (a restore writes only where it does not). */
export const pgliteExists = (dataDir: string): boolean => existsSync(`${pgliteDir(dataDir)}/PG_VERSION`);

export async function dumpPglite(dataDir: string): Promise<PgliteDump> {
  const { pg, query, close } = await openLocked(dataDir);
  try {
    const [row] = await query(`select current_setting('server_version') as v`);
    const migrations = await migrationLevel(query);
    const counts = await rowCounts(query);
    const started = performance.now();
    const blob = await pg.dumpDataDir('gzip');
    const bytes = Buffer.from(await blob.arrayBuffer());
    log.info(
      { bytes: bytes.length, ms: Math.round(performance.now() - started) },
      'PGlite data folder dumped',
    );
    return { bytes, version: `PGlite (PostgreSQL ${String(row?.v)})`, migrations, counts };
  } finally {
    await close();
  }
}

/** Load a dumped data folder into DATA_DIR (which holds none); answers the restored database's row counts. */
export async function restorePglite(dataDir: string, bytes: Buffer): Promise<Record<string, number>> {
  const { query, close } = await openLocked(dataDir, new Blob([new Uint8Array(bytes)]));
  try {
    return await rowCounts(query);
  } finally {
    await close();
  }
}
