/**
 * In the worker, before an XLSX is parsed: each part the parser reads is unpacked with its declared size as the
 * most zlib may produce, so a directory that understates a part (a bomb behind small numbers) is refused.
 */
import { inflateRawSync } from 'node:zlib';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import type { ZipEntry } from './zipDirectory.ts';

/** The parts read-excel-file unpacks (its filterZipArchiveEntry). */
const parsed = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

export function zipContentsProblem(bytes: Uint8Array, entries: ZipEntry[]): string | null {
  for (const e of entries) {
    if (!parsed(e.name) || e.method === 0) {
      if (e.method === 0 && e.packed !== e.unpacked) return IMPORT_MSG.zipBroken;
      continue;
    }
    try {
      const out = inflateRawSync(bytes.subarray(e.dataAt, e.dataAt + e.packed), {
        maxOutputLength: Math.max(1, e.unpacked),
      });
      if (out.length !== e.unpacked) return IMPORT_MSG.zipBroken;
    } catch {
      return IMPORT_MSG.zipBroken;
    }
  }
  return null;
}
