/**
 * The uploaded files as a backup sees them: list the keys, read a key, write a key, remove a key. Over FILES_DIR
 * today (`localFiles`); the object store (S3) answers the same four calls, so the backup switches by this one module.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { Refusal } from '#server/core/refusal.ts';

export interface StoredFile {
  key: string;
  size: number;
}

export interface BackupFileStore {
  /** Where the files are, for messages. */
  readonly where: string;
  /** Every key, sorted, with its size. */
  list(): AsyncIterable<StoredFile>;
  read(key: string): AsyncIterable<Uint8Array>;
  /** Write the bytes under the key; visible only once they are whole and their SHA-256 is `sha256`. */
  write(key: string, body: AsyncIterable<Uint8Array>, sha256: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** A key is a relative path of plain segments: never absolute, never `..`, never a hidden or temporary name. */
export const isSafeKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= 1024 &&
  key.split('/').every((s) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(s) && !s.endsWith('.tmp'));

/** Files under `dir`: keys are their paths below it with `/`; half-written `*.tmp` files are not files yet. */
export function localFiles(dir: string): BackupFileStore {
  const root = path.resolve(dir);
  const pathOf = (key: string): string => {
    if (!isSafeKey(key)) throw new Refusal(BACKUP_MSG.badKey(key));
    return path.join(root, ...key.split('/'));
  };

  async function* walk(rel: string): AsyncGenerator<StoredFile> {
    let names;
    try {
      names = await readdir(path.join(root, rel), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const d of names) {
      const key = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) yield* walk(key);
      else if (d.isFile() && !d.name.endsWith('.tmp'))
        yield { key, size: (await stat(path.join(root, key))).size };
    }
  }

  return {
    where: root,
    list: () => walk(''),
    read: (key) => createReadStream(pathOf(key)),
    async write(key, body, sha256) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      const hash = createHash('sha256');
      try {
        await pipeline(
          body,
          async function* (source: AsyncIterable<Uint8Array>) {
            for await (const chunk of source) {
              hash.update(chunk);
              yield chunk;
            }
          },
          createWriteStream(tmp),
        );
        if (hash.digest('hex') !== sha256) throw new Refusal(BACKUP_MSG.partChecksum(`files/${key}`));
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
