/**
 * npm run backup → wipe → npm run restore gives back the same rows (count and a digest of every table's rows in
 * primary-key order, and every sequence) and the same files (SHA-256); a damaged archive or a non-empty target is
 * refused and changes nothing. On the embedded database (a data folder, as the server opens it), and on PostgreSQL
 * when TEST_DATABASE_URL is set (throwaway databases, pg_dump/pg_restore from Debian's postgresql-client).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { openDatabase, pgliteDir, type Database } from '#server/db/client.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { pgliteExtensions } from '#server/db/extensions.ts';
import { users } from '#server/db/schema/index.ts';
import { seedDemo, seedReference } from '#server/db/seed.ts';
import { createBackup } from '#server/services/backup/backup.ts';
import { MANIFEST, sealManifest, type BackupManifest } from '#server/services/backup/manifest.ts';
import { tarEntries } from '#server/services/backup/tarReader.ts';
import { tarStream } from '#server/services/backup/tarWriter.ts';
import { backupFiles } from '#server/services/backup/fileStore.ts';
import { localStore } from '#server/services/files/store.ts';
import { type Query } from '#server/services/backup/inventory.ts';
import { databaseDigest } from './database-digest.ts';
import { pgliteExists } from '#server/services/backup/pglite.ts';
import { postgresContents } from '#server/services/backup/postgres.ts';
import { restoreBackup } from '#server/services/backup/restore.ts';
import { putImage, putPdf } from '#server/services/files/storage.ts';
import { pngOf } from './image-bytes.ts';

const NOW = new Date('2026-06-01T08:00:00Z');
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const tmp = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const dir = (name: string) => {
  const d = path.join(tmp, name);
  mkdirSync(d, { recursive: true });
  return d;
};

/** A target: a database (a data folder, or a new database on the test server) and a files folder, both empty. */
interface Target {
  settings: { DATABASE_URL?: string; DATA_DIR: string; DIST_DIR: string };
  filesDir: string;
}
const made: string[] = [];
async function emptyTarget(name: string): Promise<Target> {
  const target: Target = {
    settings: { DATA_DIR: dir(`${name}-data`), DIST_DIR: path.join(tmp, `${name}-dist`) },
    filesDir: dir(`${name}-files`),
  };
  if (ADMIN_URL) {
    const db = `portal_backup_${name}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${db}`);
    await admin.end();
    made.push(db);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${db}`;
    target.settings.DATABASE_URL = url.toString();
  }
  return target;
}

/** Open the target's database as the server does (migrations at start). */
const open = (t: Target): Promise<Database> =>
  openDatabase({ url: t.settings.DATABASE_URL, dataDir: t.settings.DATA_DIR });

const queryOf =
  (database: Database): Query =>
  async (text) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;

/** SHA-256 of every file under a folder, by its path there. */
function fileHashes(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel))) {
      const key = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(root, key)).isDirectory()) walk(key);
      else
        out[key] = createHash('sha256')
          .update(readFileSync(path.join(root, key)))
          .digest('hex');
    }
  };
  walk('');
  return out;
}

/** Nothing was written into the target: no database objects, no data folder, no file. */
async function untouched(t: Target): Promise<void> {
  if (t.settings.DATABASE_URL) expect(await postgresContents(t.settings.DATABASE_URL)).toBeNull();
  else expect(pgliteExists(t.settings.DATA_DIR)).toBe(false);
  expect(readdirSync(t.filesDir)).toEqual([]);
}

/** A copy of the archive whose manifest was changed and sealed again (as a newer release would write it). */
async function rewritten(from: string, to: string, change: (m: BackupManifest) => void): Promise<void> {
  const parts: { name: string; bytes: Buffer }[] = [];
  for await (const e of tarEntries(createReadStream(from))) {
    const chunks: Buffer[] = [];
    for await (const c of e.body) chunks.push(c);
    parts.push({ name: e.name, bytes: Buffer.concat(chunks) });
  }
  const last = parts.at(-1)!;
  const { sha256: _seal, ...manifest } = JSON.parse(last.bytes.toString()) as BackupManifest & {
    sha256: string;
  };
  change(manifest);
  last.bytes = sealManifest(manifest);
  expect(last.name).toBe(MANIFEST);
  async function* one(b: Buffer) {
    yield b;
  }
  const entries = parts.map((p) => ({ name: p.name, size: p.bytes.length, body: one(p.bytes) }));
  await pipeline(Readable.from(tarStream(entries)), createWriteStream(to));
}

const refusal = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('not refused');
};

describe(`backup and restore (${ADMIN_URL ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  let source: Target;
  let archive: string;
  let before: Record<string, string>;
  let beforeFiles: Record<string, string>;

  beforeAll(async () => {
    source = await emptyTarget('source');
    const seeded = inject('seededDb');
    if (!ADMIN_URL && seeded) {
      // The run's seeded reference data as the data folder (what `openDatabase` would migrate and seed, faster).
      const pgl = new PGlite(pgliteDir(source.settings.DATA_DIR), {
        extensions: await pgliteExtensions(),
        loadDataDir: new Blob([readFileSync(seeded)]),
      });
      await pgl.close();
    }
    const database = await open(source);
    if (ADMIN_URL || !seeded) await seedReference(database.db, NOW);
    await seedDemo(database.db, NOW);
    await seedDemoContent(database.db, NOW, { files: localStore(source.filesDir) });
    for (let i = 0; i < 3; i++)
      await database.db.insert(users).values({
        account: `backup${i}`,
        mobile: `1390000000${i}`,
        nickname: `备份会员${i}`,
        regIp: '127.0.0.1',
        regTime: NOW,
      });
    await putPdf(
      localStore(source.filesDir),
      Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(40_000)]),
    );
    await putImage(localStore(source.filesDir), pngOf(64, 48, 3), 'png');
    // The live generation's record, as the publisher leaves it.
    const live = `${source.settings.DIST_DIR}-live`;
    mkdirSync(path.join(live, 'gen-7', '_portal'), { recursive: true });
    writeFileSync(
      path.join(live, 'gen-7', '_portal', 'pages.json'),
      '{"startedAt":"x","builtAt":"y","pages":{}}',
    );
    writeFileSync(path.join(live, 'current.json'), '{"dir":"gen-7","base":"y","watermark":3}');
    before = await databaseDigest(queryOf(database));
    await database.close();
    beforeFiles = fileHashes(source.filesDir);
    archive = path.join(tmp, 'portal.tar');
    await createBackup(
      source.settings,
      backupFiles(localStore(source.filesDir), source.filesDir),
      archive,
      () => NOW,
    );
  }, 180_000);

  afterAll(async () => {
    if (ADMIN_URL) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      for (const db of made) await admin.query(`drop database if exists ${db} with (force)`);
      await admin.end();
    }
    rmSync(tmp, { recursive: true, force: true });
  });

  it('gives back the same rows, sequences and files in an empty database and files folder', async () => {
    expect(Object.keys(before).length).toBeGreaterThan(50);
    expect(Object.keys(beforeFiles).length).toBeGreaterThan(2);
    const target = await emptyTarget('restored');
    const result = await restoreBackup(
      target.settings,
      backupFiles(localStore(target.filesDir), target.filesDir),
      archive,
    );
    expect(result.manifest.live).toEqual({
      current: 'live/current.json',
      generations: ['live/gen-7/pages.json'],
    });
    expect(fileHashes(target.filesDir)).toEqual(beforeFiles);
    // Startable: the server's own open (migrations at start) on the restored database, then the same rows.
    const database = await open(target);
    try {
      expect(await databaseDigest(queryOf(database))).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a target that holds a database or files, unless --yes', async () => {
    const target = await emptyTarget('full');
    const database = await open(target);
    await database.close();
    expect(
      await refusal(
        restoreBackup(target.settings, backupFiles(localStore(target.filesDir), target.filesDir), archive),
      ),
    ).toContain('目标数据库不是空的');
    const filesOnly = await emptyTarget('files');
    await putPdf(localStore(filesOnly.filesDir), Buffer.from('%PDF-1.4\n left behind'));
    expect(
      await refusal(
        restoreBackup(
          filesOnly.settings,
          backupFiles(localStore(filesOnly.filesDir), filesOnly.filesDir),
          archive,
        ),
      ),
    ).toBe(BACKUP_MSG.filesNotEmpty(filesOnly.filesDir));
    await restoreBackup(target.settings, backupFiles(localStore(target.filesDir), target.filesDir), archive, {
      yes: true,
    });
    const restored = await open(target);
    try {
      expect(await databaseDigest(queryOf(restored))).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a damaged archive and writes nothing', async () => {
    const damaged = path.join(tmp, 'damaged.tar');
    const size = statSync(archive).size;
    const cases: [string, (file: string) => void, string][] = [
      [
        'a byte changed in the database dump',
        (file) => {
          const bytes = readFileSync(file);
          bytes[2048] = bytes[2048]! ^ 0xff;
          writeFileSync(file, bytes);
        },
        'SHA-256 校验不符',
      ],
      ['cut short', (file) => truncateSync(file, Math.floor(size / 2)), BACKUP_MSG.archiveBroken],
      [
        'a byte changed in the manifest',
        (file) => {
          const bytes = readFileSync(file);
          const at = bytes.lastIndexOf('"createdAt"');
          bytes[at + 16] = bytes[at + 16] === 0x30 ? 0x31 : 0x30;
          writeFileSync(file, bytes);
        },
        BACKUP_MSG.manifestBroken,
      ],
    ];
    for (const [, damage, message] of cases) {
      copyFileSync(archive, damaged);
      damage(damaged);
      const target = await emptyTarget('damaged');
      expect(
        await refusal(
          restoreBackup(target.settings, backupFiles(localStore(target.filesDir), target.filesDir), damaged),
        ),
      ).toContain(message);
      await untouched(target);
    }
  }, 120_000);

  it('refuses an archive from a release with migrations this code does not know', async () => {
    const newer = path.join(tmp, 'newer.tar');
    await rewritten(archive, newer, (m) => {
      m.database.migrations = { count: 99, last: 'unknown-4102444800000', when: 4_102_444_800_000 };
    });
    const target = await emptyTarget('newer');
    expect(
      await refusal(
        restoreBackup(target.settings, backupFiles(localStore(target.filesDir), target.filesDir), newer),
      ),
    ).toBe(BACKUP_MSG.migrationsAhead('unknown-4102444800000'));
    await untouched(target);
  }, 120_000);

  it.skipIf(ADMIN_URL)('refuses, naming it, while the portal holds the embedded database', async () => {
    // Another live process (this one's parent) holds the lock file, as a running portal does.
    writeFileSync(path.join(source.settings.DATA_DIR, 'portal.lock'), String(process.ppid));
    try {
      const out = path.join(tmp, 'while-running.tar');
      expect(
        await refusal(
          createBackup(source.settings, backupFiles(localStore(source.filesDir), source.filesDir), out),
        ),
      ).toBe(BACKUP_MSG.embeddedLocked(process.ppid));
      expect(readdirSync(tmp).filter((n) => n.startsWith('while-running'))).toEqual([]);
    } finally {
      rmSync(path.join(source.settings.DATA_DIR, 'portal.lock'), { force: true });
    }
  });
});
