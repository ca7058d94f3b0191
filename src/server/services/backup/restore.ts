/**
 * `npm run restore`: an archive of backup.ts into an empty database and an empty FILES_DIR. Every part is checked
 * against the manifest before anything is written; a non-empty target is refused unless `yes` (then emptied first).
 * The database comes back at the archive's migration level (a newer release migrates it forward when it starts) and
 * its row counts are checked against the manifest's. The pages are rendered again by `npm run build`.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import pg from 'pg';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import { lockHolder, pgliteDir } from '#server/db/client.ts';
import { logFor } from '#server/core/log.ts';
import type { BackupFileStore } from './fileStore.ts';
import { codeJournal, rowCounts } from './inventory.ts';
import { DB_PART, FILES_PREFIX, verifyArchive, type BackupManifest } from './manifest.ts';
import { pgliteExists, restorePglite } from './pglite.ts';
import { postgresContents, postgresTarget, restorePostgres, wipePostgres } from './postgres.ts';
import { tarEntries } from './tarReader.ts';

const log = logFor('backup');

export interface RestoreSettings {
  DATABASE_URL?: string;
  DATA_DIR: string;
}

export interface RestoreResult {
  manifest: BackupManifest;
  files: number;
  rows: number;
}

const DRIVER_NAME = { postgres: 'PostgreSQL', pglite: '嵌入式数据库（PGlite）' } as const;

/** The refusal when the target database holds anything (and `yes` was not given), else null. */
async function databaseRefusal(settings: RestoreSettings): Promise<string | null> {
  if (settings.DATABASE_URL) {
    const contents = await postgresContents(settings.DATABASE_URL);
    return contents ? BACKUP_MSG.databaseNotEmpty(contents) : null;
  }
  const holder = lockHolder(settings.DATA_DIR);
  if (holder) return BACKUP_MSG.embeddedLocked(holder);
  return pgliteExists(settings.DATA_DIR) ? BACKUP_MSG.databaseNotEmpty(pgliteDir(settings.DATA_DIR)) : null;
}

async function filesEmpty(files: BackupFileStore): Promise<boolean> {
  for await (const f of files.list()) if (f) return false;
  return true;
}

/** The archive's database can come back here: same kind of database, a migration level this code knows. */
function checkFits(manifest: BackupManifest, settings: RestoreSettings): void {
  const to = settings.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.driver !== to)
    throw new Refusal(BACKUP_MSG.driverMismatch(DRIVER_NAME[manifest.database.driver], DRIVER_NAME[to]));
  const level = manifest.database.migrations;
  const journal = codeJournal();
  if (level.when && !journal.some((e) => e.when === level.when))
    throw new Refusal(BACKUP_MSG.migrationsAhead(level.last ?? String(level.when)));
}

async function postgresCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await rowCounts(async (sql) => (await client.query(sql)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

/** Restore `file`; throws the Chinese refusal, having written nothing, on a bad archive or a non-empty target. */
export async function restoreBackup(
  settings: RestoreSettings,
  files: BackupFileStore,
  file: string,
  opts: { yes?: boolean } = {},
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new Refusal(BACKUP_MSG.fileNotFound(file));
  const started = performance.now();
  const dbRefusal = await databaseRefusal(settings);
  const lockRefusal = !settings.DATABASE_URL && lockHolder(settings.DATA_DIR);
  if (dbRefusal && (!opts.yes || lockRefusal)) throw new Refusal(dbRefusal);
  const filesFull = !(await filesEmpty(files));
  if (filesFull && !opts.yes) throw new Refusal(BACKUP_MSG.filesNotEmpty(files.where));

  // Every byte checked before one is written.
  const manifest = await verifyArchive(file);
  checkFits(manifest, settings);
  const expected = new Map(manifest.parts.map((p) => [p.name, p.sha256]));
  const target = settings.DATABASE_URL
    ? await postgresTarget(settings.DATABASE_URL, {
        serverMajor: manifest.database.serverMajor,
        toolMajor: manifest.database.toolMajor ?? manifest.database.serverMajor,
      })
    : null;
  log.info(
    { file, createdAt: manifest.createdAt, driver: manifest.database.driver, parts: manifest.parts.length },
    'archive verified',
  );

  // --yes: the target emptied (the embedded folder set aside until the restore succeeds).
  const aside = `${pgliteDir(settings.DATA_DIR)}.replaced-${Date.now()}`;
  let setAside = false;
  if (dbRefusal && opts.yes) {
    if (settings.DATABASE_URL) await wipePostgres(settings.DATABASE_URL);
    else {
      await rename(pgliteDir(settings.DATA_DIR), aside);
      setAside = true;
    }
  }
  if (filesFull && opts.yes) for await (const f of files.list()) await files.remove(f.key);

  try {
    let restoredCounts: Record<string, number> | null = null;
    let fileCount = 0;
    for await (const entry of tarEntries(createReadStream(file))) {
      const sha = expected.get(entry.name);
      if (!sha) continue;
      if (entry.name === DB_PART.postgres && settings.DATABASE_URL) {
        const hash = createHash('sha256');
        const body = (async function* () {
          for await (const c of entry.body) {
            hash.update(c);
            yield c;
          }
        })();
        await restorePostgres(settings.DATABASE_URL, target!.tool, body, () => {
          if (hash.digest('hex') !== sha) throw new Refusal(BACKUP_MSG.partChecksum(entry.name));
        });
        restoredCounts = await postgresCounts(settings.DATABASE_URL);
      } else if (entry.name === DB_PART.pglite && !settings.DATABASE_URL) {
        const chunks: Buffer[] = [];
        for await (const c of entry.body) chunks.push(c);
        const bytes = Buffer.concat(chunks);
        if (createHash('sha256').update(bytes).digest('hex') !== sha)
          throw new Refusal(BACKUP_MSG.partChecksum(entry.name));
        await mkdir(settings.DATA_DIR, { recursive: true });
        restoredCounts = await restorePglite(settings.DATA_DIR, bytes);
      } else if (entry.name.startsWith(FILES_PREFIX)) {
        await files.write(entry.name.slice(FILES_PREFIX.length), entry.body, sha);
        fileCount++;
      }
    }
    for (const [table, n] of Object.entries(manifest.database.counts)) {
      const found = restoredCounts?.[table] ?? 0;
      if (found !== n) throw new Refusal(BACKUP_MSG.countsDiffer(table, n, found));
    }
    if (setAside) await rm(aside, { recursive: true, force: true });
    const rows = Object.values(manifest.database.counts).reduce((a, b) => a + b, 0);
    log.info(
      {
        file,
        tables: Object.keys(manifest.database.counts).length,
        rows,
        files: fileCount,
        migrations: manifest.database.migrations.last,
        ms: Math.round(performance.now() - started),
      },
      'backup restored',
    );
    return { manifest, files: fileCount, rows };
  } catch (err) {
    // The embedded folder set aside comes back; a half-loaded one goes.
    if (setAside) {
      await rm(pgliteDir(settings.DATA_DIR), { recursive: true, force: true });
      await rename(aside, pgliteDir(settings.DATA_DIR));
    }
    throw err;
  }
}
