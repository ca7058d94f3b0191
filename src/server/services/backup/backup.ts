/**
 * `npm run backup`: one TAR holding the database (pg_dump's custom format, or PGlite's dump of its data folder), the
 * files of FILES_DIR, the live generation's record, and last the manifest with every part's SHA-256. Written to
 * `<out>.partial` (mode 0600: it holds members' personal data) and renamed when whole, so a file of that name is a
 * finished backup. The pages themselves are not carried: they are rendered from the database (`npm run build`).
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import { logFor } from '#server/core/log.ts';
import { PORTAL_DIR } from '#server/services/publish/site.ts';
import type { BackupFileStore } from './fileStore.ts';
import {
  DB_PART,
  FILES_PREFIX,
  FORMAT,
  LIVE_PREFIX,
  MANIFEST,
  sealManifest,
  type BackupManifest,
  type Part,
} from './manifest.ts';
import { dumpPglite } from './pglite.ts';
import { dumpPostgres } from './postgres.ts';
import { tarStream, type TarEntry } from './tarWriter.ts';

const log = logFor('backup');

const APP_VERSION = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../../../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;

export interface BackupSettings {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DIST_DIR: string;
}

async function* bytesOf(b: Uint8Array): AsyncGenerator<Uint8Array> {
  yield b;
}

/** The live generation's record: current.json and the page lists of the generation(s) it names. */
function liveRecord(distDir: string): { name: string; file: string }[] {
  const home = `${path.resolve(distDir)}-live`;
  const current = path.join(home, 'current.json');
  if (!existsSync(current)) return [];
  const parts = [{ name: `${LIVE_PREFIX}current.json`, file: current }];
  let named: { dir?: string; under?: string };
  try {
    named = JSON.parse(readFileSync(current, 'utf8')) as typeof named;
  } catch {
    return parts;
  }
  for (const gen of [named.dir, named.under]) {
    if (!gen || !/^gen-[\w-]+$/.test(gen)) continue;
    for (const list of ['pages.json', 'removed.json']) {
      const file = path.join(home, gen, PORTAL_DIR, list);
      if (existsSync(file)) parts.push({ name: `${LIVE_PREFIX}${gen}/${list}`, file });
    }
  }
  return parts;
}

/** Write a backup of this portal to `out` (which must not exist); answers its manifest. */
export async function createBackup(
  settings: BackupSettings,
  files: BackupFileStore,
  out: string,
  now: () => Date = () => new Date(),
): Promise<BackupManifest> {
  if (existsSync(out)) throw new Refusal(BACKUP_MSG.outExists(out));
  const started = performance.now();
  const partial = `${out}.partial`;
  const dumpFile = `${out}.pgdump.partial`;
  const createdAt = now();
  const parts: Part[] = [];
  let fileCount = 0;
  let fileBytes = 0;
  let result: BackupManifest | null = null;

  /** An entry whose bytes are hashed as the archive takes them; its part is recorded once they are all read. */
  const hashed = (name: string, size: number, body: AsyncIterable<Uint8Array>): TarEntry => ({
    name,
    size,
    body: (async function* () {
      const hash = createHash('sha256');
      for await (const chunk of body) {
        hash.update(chunk);
        yield chunk;
      }
      parts.push({ name, size, sha256: hash.digest('hex') });
    })(),
  });

  try {
    // The database first: files are written before the rows that name them, so every file a dumped row names is
    // already there when the files are read after it.
    let database: BackupManifest['database'];
    let dbEntry: TarEntry;
    if (settings.DATABASE_URL) {
      const info = await dumpPostgres(settings.DATABASE_URL, dumpFile);
      database = {
        driver: 'postgres',
        server: info.server,
        serverMajor: info.serverMajor,
        tool: info.tool,
        toolMajor: info.toolMajor,
        migrations: info.migrations,
        counts: info.counts,
      };
      dbEntry = hashed(DB_PART.postgres, (await stat(dumpFile)).size, createReadStream(dumpFile));
    } else {
      const dump = await dumpPglite(settings.DATA_DIR);
      const major = Number(/PostgreSQL (\d+)/.exec(dump.version)?.[1] ?? 0);
      database = {
        driver: 'pglite',
        server: dump.version,
        serverMajor: major,
        migrations: dump.migrations,
        counts: dump.counts,
      };
      dbEntry = hashed(DB_PART.pglite, dump.bytes.length, bytesOf(dump.bytes));
    }
    const live = liveRecord(settings.DIST_DIR);

    async function* entries(): AsyncGenerator<TarEntry> {
      yield dbEntry;
      for await (const f of files.list()) {
        fileCount++;
        fileBytes += f.size;
        yield hashed(`${FILES_PREFIX}${f.key}`, f.size, files.read(f.key));
      }
      for (const l of live) {
        const bytes = readFileSync(l.file);
        yield hashed(l.name, bytes.length, bytesOf(bytes));
      }
      const manifest: BackupManifest = {
        format: FORMAT,
        version: 1,
        app: APP_VERSION,
        createdAt: createdAt.toISOString(),
        database,
        files: { count: fileCount, bytes: fileBytes },
        live: live.length
          ? {
              current: live[0]!.name,
              generations: live.slice(1).map((l) => l.name),
            }
          : null,
        parts,
      };
      const sealed = sealManifest(manifest);
      result = manifest;
      yield { name: MANIFEST, size: sealed.length, body: bytesOf(sealed) };
    }

    await pipeline(
      Readable.from(tarStream(entries(), createdAt)),
      createWriteStream(partial, { mode: 0o600 }),
    );
    const fh = await open(partial, 'r+');
    await fh.sync();
    await fh.close();
    await rename(partial, out);
    const size = (await stat(out)).size;
    log.info(
      {
        out,
        bytes: size,
        driver: database.driver,
        tables: Object.keys(database.counts).length,
        rows: Object.values(database.counts).reduce((a, b) => a + b, 0),
        files: fileCount,
        fileBytes,
        migrations: database.migrations.last,
        ms: Math.round(performance.now() - started),
      },
      'backup written',
    );
    return result!;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(dumpFile, { force: true });
  }
}
