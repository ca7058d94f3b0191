/**
 * What an uploaded image is, read from its own bytes (never its name or declared type): PNG, JPEG or WebP, and its
 * pixel size from the header (PNG IHDR, JPEG SOF0/SOF2, WebP VP8/VP8L/VP8X). Anything else is null.
 */
export type ImageExt = 'png' | 'jpg' | 'webp';

export interface ImageFormat {
  ext: ImageExt;
  type: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, at: number, len: number) =>
  b.length >= at + len ? String.fromCharCode(...b.subarray(at, at + len)) : '';
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);

function png(b: Uint8Array): ImageFormat | null {
  // The first chunk is IHDR: length 13, then width and height as 32-bit big-endian numbers.
  if (!startsWith(b, PNG_SIGNATURE) || ascii(b, 12, 4) !== 'IHDR' || b.length < 24) return null;
  return { ext: 'png', type: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
}

// Start-of-frame markers of baseline (SOF0), extended (SOF1) and progressive (SOF2) JPEG.
const SOF = new Set([0xc0, 0xc1, 0xc2]);

function jpeg(b: Uint8Array): ImageFormat | null {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes and markers without a length (RSTn, TEM) carry no segment.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      if (at + 9 > b.length) return null;
      return { ext: 'jpg', type: 'image/jpeg', height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): ImageFormat | null {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP' || b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  const out = (width: number, height: number): ImageFormat => ({
    ext: 'webp',
    type: 'image/webp',
    width,
    height,
  });
  // Lossy: a key frame's start code, then 14-bit width and height.
  if (chunk === 'VP8 ' && startsWith(b, [0x9d, 0x01, 0x2a], 23)) {
    return out(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  // Lossless: signature 0x2f, then width-1 and height-1 in 14 bits each.
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return out((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  // Extended: canvas width-1 and height-1 in 24 bits each.
  if (chunk === 'VP8X') return out(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return null;
}

/** The image's format and size, or null when the bytes are not a PNG, JPEG or WebP this can read. */
export function imageFormat(bytes: Uint8Array): ImageFormat | null {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes);
}
