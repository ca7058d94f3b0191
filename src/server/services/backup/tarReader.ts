/**
 * Reads what tarWriter.ts writes: ustar regular files, each optionally after a pax header (path, size). Every
 * header's checksum is checked; any other entry type, a short archive or a missing end is refused as broken.
 */
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import { BLOCK } from './tarWriter.ts';

export interface TarReadEntry {
  name: string;
  size: number;
  /** The entry's bytes; read it before asking for the next entry, or it is skipped. */
  body: AsyncIterable<Buffer>;
}

/** Exact reads over a stream of chunks. */
class Bytes {
  private held: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Uint8Array>;
  constructor(source: AsyncIterator<Uint8Array>) {
    this.source = source;
  }

  /** Up to `n` bytes (fewer only at the end of the stream). */
  private async fill(n: number): Promise<void> {
    while (this.held.length < n) {
      const next = await this.source.next();
      if (next.done) return;
      this.held = Buffer.concat([this.held, Buffer.from(next.value)]);
    }
  }

  async exactly(n: number): Promise<Buffer> {
    await this.fill(n);
    if (this.held.length < n) throw new Refusal(BACKUP_MSG.archiveBroken);
    const out = this.held.subarray(0, n);
    this.held = this.held.subarray(n);
    return out;
  }

  /** `n` bytes as they arrive, in pieces. */
  async *take(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (!this.held.length) await this.fill(1);
      if (!this.held.length) throw new Refusal(BACKUP_MSG.archiveBroken);
      const piece = this.held.subarray(0, Math.min(left, this.held.length));
      this.held = this.held.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }
}

const text = (h: Buffer, at: number, width: number): string => {
  const field = h.subarray(at, at + width);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? width : end).toString('utf8');
};

function number(h: Buffer, at: number, width: number): number {
  const s = text(h, at, width).trim();
  if (!/^[0-7]+$/.test(s)) throw new Refusal(BACKUP_MSG.archiveBroken);
  return parseInt(s, 8);
}

function checkSum(h: Buffer): void {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
  if (number(h, 148, 8) !== sum) throw new Refusal(BACKUP_MSG.archiveBroken);
}

/** The records of a pax header: `<length> <key>=<value>\n` each. */
function paxRecords(data: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString('ascii'));
    if (space < 0 || !Number.isInteger(length) || length <= 0 || at + length > data.length)
      throw new Refusal(BACKUP_MSG.archiveBroken);
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq < 0) throw new Refusal(BACKUP_MSG.archiveBroken);
    out.set(record.slice(0, eq), record.slice(eq + 1));
    at += length;
  }
  return out;
}

const padded = (size: number): number => Math.ceil(size / BLOCK) * BLOCK;

/** The entries of a TAR stream, in order; throws Refusal (with the Chinese message) on anything unreadable. */
export async function* tarEntries(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarReadEntry> {
  const bytes = new Bytes(source[Symbol.asyncIterator]());
  let pax = new Map<string, string>();
  for (;;) {
    const h = await bytes.exactly(BLOCK);
    if (h.every((b) => b === 0)) {
      // The end: a second zero block.
      if (!(await bytes.exactly(BLOCK)).every((b) => b === 0)) throw new Refusal(BACKUP_MSG.archiveBroken);
      return;
    }
    checkSum(h);
    const type = String.fromCharCode(h[156]!);
    let size = number(h, 124, 12);
    if (type === 'x') {
      const data = await bytes.exactly(padded(size));
      pax = paxRecords(data.subarray(0, size));
      continue;
    }
    if (type !== '0' && type !== '\0') throw new Refusal(BACKUP_MSG.archiveBroken);
    const prefix = text(h, 345, 155);
    let name = prefix ? `${prefix}/${text(h, 0, 100)}` : text(h, 0, 100);
    if (pax.has('path')) name = pax.get('path')!;
    if (pax.has('size')) size = Number(pax.get('size'));
    if (!Number.isSafeInteger(size) || size < 0) throw new Refusal(BACKUP_MSG.archiveBroken);
    pax = new Map();
    const inner = bytes.take(size);
    // The reader may stop early: its `return` must not close `inner`, whose rest is skipped below.
    const body: AsyncIterable<Buffer> = {
      [Symbol.asyncIterator]: () => ({
        next: () => inner.next(),
        return: async () => ({ done: true as const, value: undefined }),
      }),
    };
    yield { name, size, body };
    for await (const piece of inner) void piece;
    await bytes.exactly(padded(size) - size);
  }
}
