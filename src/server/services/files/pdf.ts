/** Reading PDFs with pdf-lib: the magic bytes, the page count, and the preview cut from the first pages. */
import { EncryptedPDFError, PDFDocument } from '@cantoo/pdf-lib';
import { FILE_LIMITS } from '#lib/limits.ts';
import { sha256Hex } from './storage.ts';
import { readStored, type FileStore } from './store.ts';
import { FILE_MSG } from '#lib/content/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import { runJob } from '#server/services/untrusted/pool.ts';

const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Real PDFs start with %PDF- (the declared type is only the sender's word). */
export const hasPdfMagic = (bytes: Uint8Array): boolean => MAGIC.every((b, i) => bytes[i] === b);

export type PdfProblem = 'broken' | 'encrypted';

/** Page count of a readable, unencrypted PDF, or why it cannot be served. */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pages: number } | { problem: PdfProblem }> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = doc.getPageCount();
    return pages > 0 ? { pages } : { problem: 'broken' };
  } catch (err) {
    return { problem: err instanceof EncryptedPDFError ? 'encrypted' : 'broken' };
  }
}

/** Pages a reader without full access sees: the first few, never the whole document. */
export const previewPageCount = (pages: number): number =>
  Math.max(1, Math.min(FILE_LIMITS.previewPages, pages - 1));

/** A stored file's key and size. */
export interface StoredPdf {
  key: string;
  size: number;
}

/**
 * The first pages of stored PDF `source` as their own PDF, kept in the same store under `preview/` (so every web
 * machine of a shared bucket cuts it once).
 */
export async function previewFile(files: FileStore, source: StoredPdf, pages: number): Promise<StoredPdf> {
  const keep = previewPageCount(pages);
  // Keys of uploads are content hashes, so a cached preview never goes stale.
  const key = `preview/${sha256Hex(new TextEncoder().encode(source.key))}-${source.size}-p${keep}.pdf`;
  const cached = await files.head(key);
  if (cached?.size) return { key, size: cached.size };
  const bytes = await readStored(files, source.key);
  if (!bytes) throw new Error(`preview of ${source.key}: the source vanished`);
  // pdf-lib parses the whole document: in a worker, so a large report never stalls the serving thread.
  const outcome = await runJob<Uint8Array>('preview', bytes, { preview: { pages: keep } });
  if ('refusal' in outcome) throw new Refusal(outcome.refusal);
  if ('broken' in outcome) throw new Error(`preview of ${source.key}: ${outcome.broken}`);
  await files.put(key, outcome.result, 'application/pdf');
  return { key, size: outcome.result.byteLength };
}

/** In the untrusted-file worker: the first `keep` pages of a PDF as their own document, titled as a preview. */
export async function cutPreview(bytes: Uint8Array, keep: number): Promise<Uint8Array> {
  const from = await PDFDocument.load(bytes, { updateMetadata: false });
  const doc = await PDFDocument.create();
  const copied = await doc.copyPages(
    from,
    Array.from({ length: Math.min(keep, from.getPageCount()) }, (_, i) => i),
  );
  for (const page of copied) doc.addPage(page);
  doc.setTitle(`${from.getTitle() ?? FILE_MSG.defaultTitle}${FILE_MSG.previewSuffix}`);
  doc.setProducer('BEEDATA');
  return doc.save();
}
