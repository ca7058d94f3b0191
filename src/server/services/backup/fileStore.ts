/**
 * The stored files as a backup sees them: list the keys, read a key, write a key, remove a key, over the one file
 * store (`#server/services/files/store.ts`: FILES_DIR or the bucket), so a backup carries the files of either.
 */
import { createHash } from 'node:crypto';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import { fileStoreFor } from '#server/services/files/fileStoreFor.ts';
import type { FileStore } from '#server/services/files/store.ts';
import { contentTypeOf, isStoredKey } from '#server/services/files/storage.ts';

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

/** An archive's part name: a relative path of plain segments, never absolute, `..`, hidden or temporary. */
export const isSafeKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= 1024 &&
  key.split('/').every((s) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(s) && !s.endsWith('.tmp'));

/** The backup's view of `store`; `where` names it in messages (FILES_DIR, or the bucket). */
export function backupFiles(store: FileStore, where: string): BackupFileStore {
  const safe = (key: string): string => {
    // Only a key the store holds: an archive naming anything else (a path, `..`) is refused.
    if (!isStoredKey(key)) throw new Refusal(BACKUP_MSG.badKey(key));
    return key;
  };
  return {
    where,
    async *list() {
      const files: StoredFile[] = [];
      for await (const f of store.list('')) files.push({ key: f.key, size: f.size });
      files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      yield* files;
    },
    async *read(key) {
      const file = await store.get(safe(key));
      if (!file) throw new Refusal(BACKUP_MSG.badKey(key));
      yield* file.body as AsyncIterable<Uint8Array>;
    },
    async write(key, body, sha256) {
      safe(key);
      const chunks: Uint8Array[] = [];
      const hash = createHash('sha256');
      for await (const chunk of body) {
        hash.update(chunk);
        chunks.push(chunk);
      }
      // The store's put is whole or nothing: the bytes go in only once their checksum is the manifest's.
      if (hash.digest('hex') !== sha256) throw new Refusal(BACKUP_MSG.partChecksum(`files/${key}`));
      await store.put(key, Buffer.concat(chunks), contentTypeOf(key));
    },
    remove: (key) => store.delete(safe(key)),
  };
}

/** The files of the store the settings choose (fileStoreFor), named for messages. */
export function backupFilesFor(env: Parameters<typeof fileStoreFor>[0]): BackupFileStore {
  const where = env.S3_BUCKET ? `s3://${env.S3_BUCKET}/${env.S3_PREFIX}` : env.FILES_DIR;
  return backupFiles(fileStoreFor(env), where);
}
