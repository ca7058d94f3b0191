/**
 * Storage keys: what a stored file is named, whichever store holds it (`store.ts`). Uploads are named by their
 * SHA-256, demo PDFs come from the repository; a key is always one of these forms, never a caller's path.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStore } from './store.ts';

/** Files shipped with the code (bundled PDFs, the glyph carrier of demo PDFs); their storage keys start with this. */
export const DEMO_KEY_PREFIX = 'demo/files/';
// Beside this module when run from src; from the working directory when bundled into the static build.
const DEMO_DIR =
  [
    join(dirname(fileURLToPath(import.meta.url)), '../../db/demo/files'),
    resolve('src/server/db/demo/files'),
  ].find((d) => existsSync(d)) ?? resolve('src/server/db/demo/files');
const DEMO_KEY = /^demo\/files\/[a-z0-9-]+\.pdf$/;

/** An uploaded PDF (report, invoice): its SHA-256. On local disk under a folder of its first two digits. */
export const PDF_KEY = /^[0-9a-f]{64}\.pdf$/;

/**
 * 农业百科's uploaded images: `baike/<sha256>-<width>.<ext>` (the widest size named by its hash and width, the
 * narrower ones by the same hash and theirs) or `baike/<sha256>.<ext>` (stored before sizes).
 */
const IMAGE_KEY = /^baike\/[0-9a-f]{64}(-[1-9][0-9]{1,3})?\.(png|jpg|webp)$/;

/** Prepared data exports (导出我的数据): `exports/<name>.zip`. */
const EXPORT_KEY = /^exports\/[A-Za-z0-9_-]{1,100}\.zip$/;

/** The first pages of a PDF (`pdf.ts` previewFile): the hash of its key, its size and the pages kept. */
const PREVIEW_KEY = /^preview\/[0-9a-f]{64}-[0-9]{1,12}-p[0-9]{1,3}\.pdf$/;

/** The folders of the store whose keys the export sweep lists. */
export const EXPORTS_PREFIX = 'exports/';

/** Whether `key` names a file a store holds (uploads, images, exports, previews); demo keys are the repository's. */
export const isStoredKey = (key: string): boolean =>
  PDF_KEY.test(key) || IMAGE_KEY.test(key) || EXPORT_KEY.test(key) || PREVIEW_KEY.test(key);

export const isExportKey = (key: string): boolean => EXPORT_KEY.test(key);
export const isImageKey = (key: string): boolean => IMAGE_KEY.test(key);

/** The repository file of a demo key (read-only on every store); null for any other name. */
export function demoPath(key: string): string | null {
  if (!DEMO_KEY.test(key)) return null;
  const path = resolve(DEMO_DIR, key.slice(DEMO_KEY_PREFIX.length));
  return path.startsWith(DEMO_DIR + sep) ? path : null;
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Store bytes once under `key` (content-addressed keys: the same key holds the same bytes). */
async function putOnce(files: FileStore, key: string, bytes: Uint8Array, type: string): Promise<void> {
  if (!(await files.head(key))?.size) await files.put(key, bytes, type);
}

/** Store a PDF under its SHA-256 (same bytes, same key); answers the storage key. */
export async function putPdf(files: FileStore, bytes: Uint8Array): Promise<string> {
  const key = `${sha256Hex(bytes)}.pdf`;
  await putOnce(files, key, bytes, 'application/pdf');
  return key;
}

/** The content types of the stored image formats. */
export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** Store an image under its SHA-256 (same bytes, same key); answers the storage key. */
export async function putImage(
  files: FileStore,
  bytes: Uint8Array,
  ext: keyof typeof IMAGE_TYPES,
): Promise<string> {
  const key = `baike/${sha256Hex(bytes)}.${ext}`;
  await putOnce(files, key, bytes, IMAGE_TYPES[ext]);
  return key;
}

/**
 * Store an image in its sizes: the narrower ones first, then the widest, whose key (answered) is the one content
 * names; a page's srcset then finds every narrower size beside it.
 */
export async function putImageSizes(
  files: FileStore,
  image: {
    ext: keyof typeof IMAGE_TYPES;
    bytes: Uint8Array;
    width: number;
    smaller: { width: number; bytes: Uint8Array }[];
  },
): Promise<string> {
  const hash = sha256Hex(image.bytes);
  const type = IMAGE_TYPES[image.ext];
  for (const size of image.smaller)
    await putOnce(files, `baike/${hash}-${size.width}.${image.ext}`, size.bytes, type);
  const key = `baike/${hash}-${image.width}.${image.ext}`;
  await putOnce(files, key, image.bytes, type);
  return key;
}

/** The content type a stored key is served with (by its extension; every key form has one). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  if (ext === 'zip') return 'application/zip';
  return ext in IMAGE_TYPES ? IMAGE_TYPES[ext as keyof typeof IMAGE_TYPES] : 'application/pdf';
}
