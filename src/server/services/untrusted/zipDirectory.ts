/**
 * A zip's central directory, read without unpacking anything: its entries with their declared sizes, checked against
 * IMPORT_LIMITS before an XLSX reaches a parser, and checked to lie end to end from byte 0 to the directory, so a
 * reader that walks the local headers (read-excel-file streams them) sees exactly the entries counted here.
 */
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { IMPORT_LIMITS as L } from '#lib/imports/model.ts';

export interface ZipEntry {
  name: string;
  method: number;
  packed: number;
  unpacked: number;
  /** Where the entry's data starts (after its local header). */
  dataAt: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

function endRecord(b: Uint8Array): number {
  for (let at = b.length - 22; at >= Math.max(0, b.length - EOCD_SEARCH); at--) {
    if (u32(b, at) === EOCD && at + 22 + u16(b, at + 20) === b.length) return at;
  }
  return -1;
}

/** Whether an entry whose data ends at `dataEnd` ends right before `next`, its data descriptor (if any) included. */
function endsAt(b: Uint8Array, dataEnd: number, flags: number, next: number): boolean {
  if (dataEnd === next) return (flags & 8) === 0;
  if ((flags & 8) === 0) return false;
  // A data descriptor: CRC and both sizes (4 or 8 bytes each), with or without its signature.
  const gap = next - dataEnd;
  const signed = dataEnd + 4 <= b.length && u32(b, dataEnd) === DESCRIPTOR;
  return [12, 20].some((n) => gap === n + (signed ? 4 : 0));
}

/**
 * The entries of the zip in `bytes`, or the Chinese refusal: unreadable, over a limit (entries, unpacked bytes,
 * ratio), or not laid out as one archive (data before, between or after its entries).
 */
export function readZipDirectory(bytes: Uint8Array): { entries: ZipEntry[] } | { refusal: string } {
  const broken = { refusal: IMPORT_MSG.zipBroken };
  const end = endRecord(bytes);
  if (end < 0) return broken;
  const total = u16(bytes, end + 10);
  // Counted before a single entry is read: a zip of 20,000 entries costs nothing more than this.
  if (total > L.zipEntries) return { refusal: IMPORT_MSG.zipEntries(L.zipEntries) };
  if (u16(bytes, end + 8) !== total) return broken;
  const dirSize = u32(bytes, end + 12);
  const dirAt = u32(bytes, end + 16);
  if (dirAt + dirSize !== end) return broken;

  const entries: Array<ZipEntry & { headerAt: number; flags: number }> = [];
  let unpackedTotal = 0;
  let at = dirAt;
  for (let i = 0; i < total; i++) {
    if (at + 46 > end || u32(bytes, at) !== CENTRAL) return broken;
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const packed = u32(bytes, at + 20);
    const unpacked = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const headerAt = u32(bytes, at + 42);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // Encrypted entries, other compression methods and zip64 sizes are in no workbook an operator saves.
    if (flags & 1 || (method !== STORED && method !== DEFLATED)) return broken;
    if (packed === 0xffffffff || unpacked === 0xffffffff || headerAt === 0xffffffff) return broken;
    unpackedTotal += unpacked;
    if (unpackedTotal > L.zipUnpackedMb * 1024 * 1024)
      return { refusal: IMPORT_MSG.zipUnpacked(L.zipUnpackedMb) };
    if (unpacked >= L.zipRatioFromBytes && unpacked > packed * L.zipRatio) {
      return { refusal: IMPORT_MSG.zipRatio(L.zipRatio) };
    }
    if (headerAt + 30 > dirAt || u32(bytes, headerAt) !== LOCAL) return broken;
    // A streaming reader goes by the local header: it must say what the directory says.
    if (u16(bytes, headerAt + 8) !== method) return broken;
    if (!(flags & 8) && (u32(bytes, headerAt + 18) !== packed || u32(bytes, headerAt + 22) !== unpacked))
      return broken;
    const dataAt = headerAt + 30 + u16(bytes, headerAt + 26) + u16(bytes, headerAt + 28);
    entries.push({ name, method, packed, unpacked, dataAt, headerAt, flags });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  if (at !== end) return broken;

  // End to end from byte 0 to the directory: no entry hidden from it, none overlapping another.
  const byOffset = [...entries].sort((a, b) => a.headerAt - b.headerAt);
  let expected = 0;
  for (let i = 0; i < byOffset.length; i++) {
    const e = byOffset[i]!;
    if (e.headerAt !== expected) return broken;
    const next = byOffset[i + 1]?.headerAt ?? dirAt;
    if (!endsAt(bytes, e.dataAt + e.packed, e.flags, next)) return broken;
    expected = next;
  }
  if (expected !== dirAt) return broken;
  return {
    entries: entries.map(({ name, method, packed, unpacked, dataAt }) => ({
      name,
      method,
      packed,
      unpacked,
      dataAt,
    })),
  };
}

/** The directory of an XLSX: a zip as above that holds a workbook (not a .docx, a .jar or an archive of files). */
export function readXlsxDirectory(bytes: Uint8Array): { entries: ZipEntry[] } | { refusal: string } {
  const dir = readZipDirectory(bytes);
  if ('refusal' in dir) return dir;
  return dir.entries.some((e) => e.name === 'xl/workbook.xml') ? dir : { refusal: IMPORT_MSG.notXlsx };
}
