/**
 * The one ZIP writer (XLSX workbooks, 导出我的数据): parts from (async) iterables of text, each deflated (node:zlib)
 * as the reader pulls, with its CRC and sizes in a data descriptor after it (nothing is buffered to learn them first).
 * Sizes are 32-bit (no ZIP64): a part stays under 4 GB, far above what any caller writes.
 */
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of the archive: its path inside (UTF-8) and its text, produced as it is read. */
export interface ZipPart {
  name: string;
  text: AsyncIterable<string>;
}

/** Text is handed to deflate in pieces of about this size (fewer, larger writes). */
const PIECE = 64 * 1024;

/** Strings gathered into pieces of about PIECE bytes. */
async function* pieces(source: AsyncIterable<string>): AsyncGenerator<Buffer> {
  let parts: string[] = [];
  let size = 0;
  for await (const s of source) {
    parts.push(s);
    size += s.length;
    if (size >= PIECE) {
      yield Buffer.from(parts.join(''), 'utf8');
      parts = [];
      size = 0;
    }
  }
  if (parts.length) yield Buffer.from(parts.join(''), 'utf8');
}

/** A part whose text is known whole. */
export async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

/** MS-DOS time and date of `now` (the ZIP's modification stamp, local to nobody: UTC). */
function dosStamp(now: Date): [number, number] {
  const time = (now.getUTCHours() << 11) | (now.getUTCMinutes() << 5) | Math.floor(now.getUTCSeconds() / 2);
  const date = ((now.getUTCFullYear() - 1980) << 9) | ((now.getUTCMonth() + 1) << 5) | now.getUTCDate();
  return [time, date];
}

// Bit 3: sizes and CRC follow the data (a data descriptor); bit 11: names are UTF-8.
const FLAGS = 0x0008 | 0x0800;

/** The archive's bytes, produced as they are read. */
export async function* zipStream(parts: Iterable<ZipPart>, now: Date = new Date()): AsyncGenerator<Buffer> {
  const [time, date] = dosStamp(now);
  const entries: Entry[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt16LE(name.length, 26);
    yield Buffer.concat([local, name]);
    const entry: Entry = { name, offset, crc: 0, size: 0, compressed: 0 };
    offset += 30 + name.length;
    const input = pieces(part.text);
    const counted = async function* () {
      for await (const b of input) {
        entry.crc = crc32(b, entry.crc);
        entry.size += b.length;
        yield b;
      }
    };
    const deflate = createDeflateRaw({ level: 6 });
    // Readable.from pulls the text only as deflate asks for more: the pace comes from whoever reads this generator.
    const source = Readable.from(counted());
    source.on('error', (err) => deflate.destroy(err));
    source.pipe(deflate);
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      entry.compressed += chunk.length;
      yield chunk;
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    yield descriptor;
    offset += entry.compressed + 16;
    entries.push(entry);
  }
  const central: Buffer[] = [];
  for (const e of entries) {
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(20, 6);
    h.writeUInt16LE(FLAGS, 8);
    h.writeUInt16LE(8, 10);
    h.writeUInt16LE(time, 12);
    h.writeUInt16LE(date, 14);
    h.writeUInt32LE(e.crc >>> 0, 16);
    h.writeUInt32LE(e.compressed, 20);
    h.writeUInt32LE(e.size, 24);
    h.writeUInt16LE(e.name.length, 28);
    h.writeUInt32LE(e.offset, 42);
    central.push(h, e.name);
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([dir, end]);
}
