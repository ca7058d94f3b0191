/**
 * The one file store: every stored file (uploaded PDFs and their previews, invoice PDFs, 百科 images, data exports)
 * is written and read through a `FileStore` by its storage key (`storage.ts`), never by a path. Two backends: local
 * disk under FILES_DIR (`localStore`, the default) and an S3-compatible bucket (`s3Store.ts`); the runtime picks one
 * from the settings (`fileStoreFor.ts`) and carries it in `Deps.files`. Demo keys are read from the repository on both.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { demoPath, isStoredKey, PDF_KEY } from './storage.ts';

/** Bytes `start` to `end` of a file, both included (as HTTP ranges count). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  /** The bytes asked for (the whole file, or the range). */
  body: Readable;
  /** The whole file's size. */
  size: number;
}

export interface ListedFile {
  key: string;
  size: number;
  modified: Date;
}

export interface FileStore {
  /** Where files live, for logs and the operator: `local` or `s3`. */
  readonly kind: 'local' | 's3';
  /** Store `bytes` under `key` whole (a reader never sees half a file); refuses a key that is no storage key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or a range of them; null when it is missing or `key` is no storage key. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The file's size; null when it is missing. */
  head(key: string): Promise<{ size: number } | null>;
  /** Remove the file; a missing file or a key that is no storage key is no error. */
  delete(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` (demo files are the repository's, never listed). */
  list(prefix: string): AsyncIterable<ListedFile>;
}

/** A backend: the same calls, given only keys that `isStoredKey` accepts. */
export type Backend = FileStore;

/** Keys checked once for every backend; demo keys answered from the repository. */
export function guarded(backend: Backend): FileStore {
  return {
    kind: backend.kind,
    async put(key, bytes, contentType) {
      if (!isStoredKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
      await backend.put(key, bytes, contentType);
    },
    async get(key, range) {
      const demo = demoPath(key);
      if (demo) return localFile(demo, range);
      return isStoredKey(key) ? backend.get(key, range) : null;
    },
    async head(key) {
      const demo = demoPath(key);
      if (demo) return localSize(demo);
      return isStoredKey(key) ? backend.head(key) : null;
    },
    async delete(key) {
      if (isStoredKey(key)) await backend.delete(key);
    },
    async *list(prefix) {
      for await (const file of backend.list(prefix)) if (isStoredKey(file.key)) yield file;
    },
  };
}

/** A whole stored file in memory (a preview's source, a test's check); null when it is missing. */
export async function readStored(files: FileStore, key: string): Promise<Uint8Array | null> {
  const file = await files.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

async function localSize(path: string): Promise<{ size: number } | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? { size: s.size } : null;
  } catch {
    return null;
  }
}

async function localFile(path: string, range?: ByteRange): Promise<StoredFile | null> {
  const found = await localSize(path);
  if (!found) return null;
  return { size: found.size, body: createReadStream(path, range && { start: range.start, end: range.end }) };
}

/** Write to a temporary name in the same directory, then rename: readers never see half a file. */
async function writeAtomic(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, bytes);
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/** A stored key's path under `dir`: uploaded PDFs in a folder of their first two digits, the rest as named. */
export const localPath = (dir: string, key: string): string =>
  PDF_KEY.test(key) ? join(dir, key.slice(0, 2), key) : join(dir, key);

/** The storage key of a file under `dir` (the inverse of `localPath`); null for anything else (temporary files). */
export function keyOfLocalPath(dir: string, path: string): string | null {
  const rel = relative(dir, path).split(sep).join('/');
  const sharded = /^([0-9a-f]{2})\/([0-9a-f]{64}\.pdf)$/.exec(rel);
  if (sharded) return sharded[2]!.startsWith(sharded[1]!) ? sharded[2]! : null;
  return isStoredKey(rel) && !PDF_KEY.test(rel) ? rel : null;
}

/** Files on this machine's disk under `dir` (FILES_DIR), laid out as they always were. */
export function localStore(dir: string): FileStore {
  const root = resolve(dir);
  return guarded({
    kind: 'local',
    put: (key, bytes) => writeAtomic(localPath(root, key), bytes),
    get: (key, range) => localFile(localPath(root, key), range),
    head: (key) => localSize(localPath(root, key)),
    delete: (key) => rm(localPath(root, key), { force: true }),
    async *list(prefix) {
      const names = await readdir(root, { recursive: true }).catch(() => [] as string[]);
      for (const name of names.sort()) {
        const key = keyOfLocalPath(root, join(root, name));
        if (!key?.startsWith(prefix)) continue;
        const s = await stat(join(root, name)).catch(() => null);
        if (s?.isFile()) yield { key, size: s.size, modified: s.mtime };
      }
    },
  });
}
