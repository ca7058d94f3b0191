/** Real, small images built byte by byte for the upload tests: a PNG (zlib-compressed rows) and a baseline JPEG. */
import { crc32, deflateSync } from 'node:zlib';

/** A PNG chunk: length, type, data, CRC. */
export function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of one colour per row band (so each test's image has its own bytes when `seed` differs). */
export function pngOf(width: number, height: number, seed = 0): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[at + 1 + x * 3] = (60 + seed * 17) & 0xff;
      rows[at + 2 + x * 3] = (120 + y) & 0xff;
      rows[at + 3 + x * 3] = (80 + (x >> 2)) & 0xff;
    }
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/**
 * A grey baseline JPEG (SOF0, one component): every 8×8 block has DC difference 0 and no AC, coded with one-symbol
 * Huffman tables (code `0`), so the scan is two zero bits a block.
 */
export function jpegOf(width: number, height: number): Uint8Array {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = blocks * 2;
  const scan = new Array<number>(Math.ceil(bits / 8)).fill(0);
  // Pad the last byte with 1 bits, as the standard asks.
  const pad = scan.length * 8 - bits;
  if (pad) scan[scan.length - 1] = (1 << pad) - 1;
  const counts = (n: number) => [n, ...new Array<number>(15).fill(0)];
  return new Uint8Array([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...counts(1), 0x00]),
    ...segment(0xc4, [0x10, ...counts(1), 0x00]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...scan,
    0xff,
    0xd9,
  ]);
}

/** A GIF89a header of the given size (a format the upload refuses). */
export function gifOf(width: number, height: number): Uint8Array {
  return new Uint8Array([
    ...Buffer.from('GIF89a', 'ascii'),
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
    0,
    0,
    0,
    0x3b,
  ]);
}
