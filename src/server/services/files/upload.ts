/**
 * An editor's PDF upload: type by magic bytes, size limit, readable page count (read in the untrusted-file worker,
 * time and memory limited), stored by content hash.
 */
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import type { Uploaded } from '#lib/content/files.ts';
import { attachments } from '#server/db/schema/index.ts';
import { FILE_LIMITS } from '#lib/limits.ts';
import { FILE_MSG } from '#lib/content/messages.ts';
import { inspectUntrustedPdf } from '#server/services/untrusted/pdf.ts';
import { hasPdfMagic } from './pdf.ts';
import { putPdf } from './storage.ts';
import type { FileStore } from './store.ts';

export const MAX_UPLOAD_BYTES = FILE_LIMITS.maxUploadMb * 1024 * 1024;
const PDF_MIME = 'application/pdf';

/** Keep the name readable but safe to store and show: no paths, no control characters, .pdf at the end. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .trim()
    .slice(0, 180);
  const stem = clean.replace(/\.pdf$/i, '') || FILE_MSG.untitled;
  return `${stem}.pdf`;
}

/** Store `file` as an attachment; refused (a Chinese Refusal) when it is empty, too large or no readable PDF. */
export async function uploadPdf(db: Db, files: FileStore, file: File): Promise<Uploaded> {
  if (file.size === 0) throw new Refusal(FILE_MSG.uploadMissing);
  if (file.size > MAX_UPLOAD_BYTES) throw new Refusal(FILE_MSG.uploadTooLarge(FILE_LIMITS.maxUploadMb));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!hasPdfMagic(bytes)) throw new Refusal(FILE_MSG.uploadNotPdf);
  const inspected = await inspectUntrustedPdf(bytes);
  if ('refusal' in inspected) throw new Refusal(inspected.refusal);
  if ('problem' in inspected)
    throw new Refusal(inspected.problem === 'encrypted' ? FILE_MSG.uploadEncrypted : FILE_MSG.uploadBroken);
  const storageKey = await putPdf(files, bytes);
  const fileName = cleanFileName(file.name);
  const [row] = await db
    .insert(attachments)
    .values({ fileName, mime: PDF_MIME, size: bytes.length, storageKey, pageCount: inspected.pages })
    .returning({ id: attachments.id });
  return {
    id: row!.id,
    file_name: fileName,
    mime: PDF_MIME,
    size: bytes.length,
    page_count: inspected.pages,
  };
}
