/**
 * Record an upload and run its import in the background: the caller answers the record's id at once. A file refused
 * by its first bytes or its zip directory (sniffTable) is answered at once instead, and leaves no record.
 */
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { imports } from '#server/db/schema/index.ts';
import { IMPORT_STATUS, type ImportMode } from '#lib/imports/model.ts';
import type { ImportFamily } from './family.ts';
import { runImport } from './runImport.ts';
import { sniffTable } from './sniffTable.ts';

export interface ImportUpload {
  family: ImportFamily;
  fileName: string;
  bytes: Uint8Array;
  mode: ImportMode;
  uid: number;
  /** The uploader's role (a family's `prepare` reads it). */
  role: string;
  now: () => Date;
}

/** The file's own name: no folders a browser may send, no control characters. */
const plainName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);

export async function startImport(
  db: Db,
  upload: ImportUpload,
): Promise<{ id: number; finished: Promise<void> }> {
  const sniffed = sniffTable(upload.bytes);
  // Another format's file is refused before a record is written.
  if ('refusal' in sniffed) throw new Refusal(sniffed.refusal);
  const [row] = await db
    .insert(imports)
    .values({
      family: upload.family.key,
      fileName: plainName(upload.fileName),
      size: upload.bytes.byteLength,
      byUid: upload.uid,
      mode: upload.mode,
      status: IMPORT_STATUS.running,
      startedAt: upload.now(),
      heartbeatAt: upload.now(),
    })
    .returning({ id: imports.id });
  const id = row!.id;
  const finished = runImport(db, { ...upload, id });
  return { id, finished };
}
