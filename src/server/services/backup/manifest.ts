/**
 * The backup's manifest (`manifest.json`, the archive's last part): what the archive holds and the SHA-256 of every
 * part, sealed by the SHA-256 of its own text; and the check of a whole archive against it, which reads every byte
 * before a restore writes one.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { MigrationLevel } from './inventory.ts';
import { isSafeKey } from './fileStore.ts';
import { tarEntries } from './tarReader.ts';

export const FORMAT = 'beedata-portal-backup';
export const MANIFEST = 'manifest.json';
export const DB_PART = { postgres: 'database/postgres.pgdump', pglite: 'database/pglite.tar.gz' } as const;
export const FILES_PREFIX = 'files/';
export const LIVE_PREFIX = 'live/';

export interface Part {
  name: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  /** Of this layout: a restore refuses a version it does not know. */
  version: 1;
  /** package.json's version of the release that wrote it. */
  app: string;
  createdAt: string;
  database: {
    driver: 'postgres' | 'pglite';
    /** The server's version (PostgreSQL's, or PGlite's PostgreSQL). */
    server: string;
    serverMajor: number;
    /** pg_dump's version (PostgreSQL only). */
    tool?: string;
    toolMajor?: number;
    migrations: MigrationLevel;
    /** Rows per table, of the dumped snapshot; a restore checks the restored database against them. */
    counts: Record<string, number>;
  };
  files: { count: number; bytes: number };
  /** The live generation's record (current.json and its generations' page lists), or null when the full build is live. */
  live: { current: string; generations: string[] } | null;
  parts: Part[];
}

type Sealed = BackupManifest & { sha256: string };

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

export function sealManifest(manifest: BackupManifest): Buffer {
  const sealed: Sealed = { ...manifest, sha256: digest(JSON.stringify(manifest)) };
  return Buffer.from(`${JSON.stringify(sealed, null, 2)}\n`, 'utf8');
}

function openManifest(bytes: Buffer): BackupManifest {
  let parsed: Sealed;
  try {
    parsed = JSON.parse(bytes.toString('utf8')) as Sealed;
  } catch {
    throw new Refusal(BACKUP_MSG.manifestBroken);
  }
  if (parsed?.format !== FORMAT || parsed.version !== 1) throw new Refusal(BACKUP_MSG.archiveNotOurs);
  const { sha256, ...manifest } = parsed;
  if (digest(JSON.stringify(manifest)) !== sha256) throw new Refusal(BACKUP_MSG.manifestBroken);
  return manifest;
}

/** A part's name is one this layout writes (a file key never leaves FILES_DIR). */
function knownName(name: string): boolean {
  if (name === DB_PART.postgres || name === DB_PART.pglite) return true;
  if (name.startsWith(FILES_PREFIX)) return isSafeKey(name.slice(FILES_PREFIX.length));
  return name.startsWith(LIVE_PREFIX) && isSafeKey(name.slice(LIVE_PREFIX.length));
}

/**
 * Read the whole archive, hash every part and hold them to the manifest: the manifest, or Refusal with the
 * Chinese reason (broken, not ours, a part missing, extra, renamed or of other bytes).
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  const seen = new Map<string, Part>();
  let manifest: BackupManifest | null = null;
  for await (const entry of tarEntries(createReadStream(file))) {
    if (entry.name === MANIFEST) {
      const chunks: Buffer[] = [];
      for await (const c of entry.body) chunks.push(c);
      manifest = openManifest(Buffer.concat(chunks));
      continue;
    }
    if (!knownName(entry.name)) throw new Refusal(BACKUP_MSG.badKey(entry.name));
    if (seen.has(entry.name)) throw new Refusal(BACKUP_MSG.partExtra(entry.name));
    const hash = createHash('sha256');
    for await (const c of entry.body) hash.update(c);
    seen.set(entry.name, { name: entry.name, size: entry.size, sha256: hash.digest('hex') });
  }
  if (!manifest) throw new Refusal(BACKUP_MSG.archiveNotOurs);
  const listed = new Set(manifest.parts.map((p) => p.name));
  for (const name of seen.keys()) if (!listed.has(name)) throw new Refusal(BACKUP_MSG.partExtra(name));
  for (const part of manifest.parts) {
    const got = seen.get(part.name);
    if (!got) throw new Refusal(BACKUP_MSG.partMissing(part.name));
    if (got.size !== part.size || got.sha256 !== part.sha256)
      throw new Refusal(BACKUP_MSG.partChecksum(part.name));
  }
  if (!listed.has(DB_PART[manifest.database.driver]))
    throw new Refusal(BACKUP_MSG.partMissing(DB_PART[manifest.database.driver]));
  return manifest;
}
