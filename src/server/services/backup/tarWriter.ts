/**
 * The one TAR writer (backup archives): POSIX ustar entries of known size, with a pax header before an entry whose
 * name or size does not fit ustar, so `tar tf` lists an archive and `tar xf` unpacks it with no tool of ours.
 */
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { Refusal } from '#server/core/refusal.ts';

/** One file of the archive: its path inside (UTF-8), its size, and its bytes as they are read. */
export interface TarEntry {
  name: string;
  size: number;
  body: AsyncIterable<Uint8Array>;
}

export const BLOCK = 512;
/** Largest size ustar's 11 octal digits hold (8 GiB − 1); larger sizes go in a pax record. */
const USTAR_MAX_SIZE = 0o77777777777;

function octal(header: Buffer, at: number, width: number, value: number): void {
  header.write(value.toString(8).padStart(width - 1, '0'), at, width - 1, 'ascii');
}

/** A pax record: `<length> <key>=<value>\n`, the length counting itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
}

/** The 512-byte header of a regular file ('0') or a pax extended header ('x'). */
function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'utf8');
  octal(h, 100, 8, 0o644);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, Math.min(size, USTAR_MAX_SIZE));
  octal(h, 136, 12, mtime);
  h.fill(' ', 148, 156);
  h.write(type, 156, 1, 'ascii');
  h.write('ustar\u000000', 257, 8, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'ascii');
  return h;
}

const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The headers of one entry: a pax header first when the name is over 100 bytes or the size over ustar's. */
function headersOf(entry: TarEntry, mtime: number): Buffer[] {
  const records: string[] = [];
  if (Buffer.byteLength(entry.name) > 100) records.push(paxRecord('path', entry.name));
  if (entry.size > USTAR_MAX_SIZE) records.push(paxRecord('size', String(entry.size)));
  const own = header(Buffer.from(entry.name).subarray(0, 100).toString('utf8'), entry.size, '0', mtime);
  if (!records.length) return [own];
  const pax = Buffer.from(records.join(''), 'utf8');
  return [header('PaxHeader', pax.length, 'x', mtime), pax, padding(pax.length), own];
}

/**
 * The archive's bytes, produced as they are read. An entry whose body is not exactly its declared size (a file that
 * changed while it was read) stops the archive: a TAR cannot say so afterwards.
 */
export async function* tarStream(
  entries: AsyncIterable<TarEntry> | Iterable<TarEntry>,
  now: Date = new Date(),
): AsyncGenerator<Buffer> {
  const mtime = Math.floor(now.getTime() / 1000);
  for await (const entry of entries) {
    yield* headersOf(entry, mtime);
    let written = 0;
    for await (const chunk of entry.body) {
      written += chunk.length;
      if (written > entry.size) throw new Refusal(BACKUP_MSG.partChanged(entry.name));
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    }
    if (written !== entry.size) throw new Refusal(BACKUP_MSG.partChanged(entry.name));
    yield padding(entry.size);
  }
  // The end of the archive: two zero blocks.
  yield Buffer.alloc(2 * BLOCK);
}
