/** File bytes on disk: uploads under FILES_DIR named by their SHA-256, demo PDFs from the repository, atomic writes. */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Deps } from '#server/core/deps.ts';

/** Files shipped with the code (bundled PDFs, the glyph carrier of demo PDFs); their storage keys start with this. */
export const DEMO_KEY_PREFIX = 'demo/files/';
// Beside this module when run from src; from the working directory when bundled into the static build.
const DEMO_DIR =
  [
    join(dirname(fileURLToPath(import.meta.url)), '../../db/demo/files'),
    resolve('src/server/db/demo/files'),
  ].find((d) => existsSync(d)) ?? resolve('src/server/db/demo/files');
const HEX_KEY = /^[0-9a-f]{64}\.pdf$/;
const DEMO_KEY = /^demo\/files\/[a-z0-9-]+\.pdf$/;

/** The files directory of this app (env FILES_DIR, default <DATA_DIR>/files). */
export function filesDir(deps: Pick<Deps, 'env'>): string {
  const env = deps.env as { FILES_DIR?: string; DATA_DIR?: string };
  return resolve(env.FILES_DIR ?? join(env.DATA_DIR ?? './data', 'files'));
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Write to a temporary name in the same directory, then rename: readers never see half a file. */
export async function writeAtomic(path: string, bytes: Uint8Array): Promise<void> {
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

/** Store bytes under their SHA-256 (same bytes, same key); answers the storage key. */
export async function putPdf(dir: string, bytes: Uint8Array): Promise<string> {
  const key = `${sha256Hex(bytes)}.pdf`;
  const path = pathOfKey(dir, key);
  if (path && !(await sizeOf(path))) await writeAtomic(path, bytes);
  return key;
}

/** Where a storage key lives on disk; null for keys that are neither an upload nor a bundled demo file. */
export function pathOfKey(dir: string, key: string): string | null {
  if (HEX_KEY.test(key)) return join(dir, key.slice(0, 2), key);
  if (!DEMO_KEY.test(key)) return null;
  const path = resolve(DEMO_DIR, key.slice(DEMO_KEY_PREFIX.length));
  return path.startsWith(DEMO_DIR + sep) ? path : null;
}

/** Size of a readable file, or 0 when it is missing. */
export async function sizeOf(path: string): Promise<number> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.size : 0;
  } catch {
    return 0;
  }
}

/**
 * 农业百科's uploaded images: `baike/<sha256>-<width>.<ext>` (the widest size named by its hash and width, the
 * narrower ones by the same hash and theirs) or `baike/<sha256>.<ext>` (stored before sizes); nothing else (a name
 * is never a path of the caller's).
 */
const IMAGE_KEY = /^baike\/[0-9a-f]{64}(-[1-9][0-9]{1,3})?\.(png|jpg|webp)$/;

/** Where an image's storage key lives on disk; null for any other name. */
export const imagePathOfKey = (dir: string, key: string): string | null =>
  IMAGE_KEY.test(key) ? join(dir, key) : null;

/** Store an image under its SHA-256 (same bytes, same key); answers the storage key. */
export async function putImage(dir: string, bytes: Uint8Array, ext: 'png' | 'jpg' | 'webp'): Promise<string> {
  const key = `baike/${sha256Hex(bytes)}.${ext}`;
  await putOnce(dir, key, bytes);
  return key;
}

async function putOnce(dir: string, key: string, bytes: Uint8Array): Promise<void> {
  const path = imagePathOfKey(dir, key)!;
  if (!(await sizeOf(path))) await writeAtomic(path, bytes);
}

/**
 * Store an image in its sizes: the narrower ones first, then the widest, whose key (answered) is the one content
 * names; a page's srcset then finds every narrower size beside it.
 */
export async function putImageSizes(
  dir: string,
  image: {
    ext: 'png' | 'jpg' | 'webp';
    bytes: Uint8Array;
    width: number;
    smaller: { width: number; bytes: Uint8Array }[];
  },
): Promise<string> {
  const hash = sha256Hex(image.bytes);
  for (const size of image.smaller)
    await putOnce(dir, `baike/${hash}-${size.width}.${image.ext}`, size.bytes);
  const key = `baike/${hash}-${image.width}.${image.ext}`;
  await putOnce(dir, key, image.bytes);
  return key;
}

/** Prepared data exports (导出我的数据): `exports/<name>.zip` under the files directory, nothing else. */
const EXPORT_KEY = /^exports\/[A-Za-z0-9_-]{1,100}\.zip$/;

/** Where an export's storage key lives on disk; null for any other name. */
export const exportPathOfKey = (dir: string, key: string): string | null =>
  EXPORT_KEY.test(key) ? join(dir, key) : null;
