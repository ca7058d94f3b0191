/**
 * Which files get precompressed, and how hard: one table for the full build (scripts/compress.mjs) and the publish
 * merge. Measured per type in docs/benchmarks.md (Build and publishing: "compression levels per file type").
 */
import path from 'node:path';
import { constants, type BrotliOptions } from 'node:zlib';

export interface Compression {
  /** Brotli quality (0–11). */
  brotli: number;
  /** Gzip level (1–9). */
  gzip: number;
}

/** Text types worth compressing; images, fonts, PDFs and pagefind's gzipped parts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt']);
/** Below this, a compressed answer saves less than its headers and a packet: served as it is. */
export const MIN_SIZE = 1024;

/** Hashed, immutable assets are cached a year: the slowest brotli pays (~10 % smaller than quality 9). */
export const IMMUTABLE: Compression = { brotli: 11, gzip: 9 };
/** Pages are rewritten at every publish: quality 5 is within 3 % of quality 9's size at a tenth of its time. */
export const PAGE: Compression = { brotli: 5, gzip: 6 };
/** Other text (pagefind's script, JSON, SVG): few and small, changing with a build. */
export const OTHER: Compression = { brotli: 9, gzip: 9 };

/** The compression of a built file (`rel`: its path inside the site), or null when it is served as it is. */
export function compressionFor(rel: string, size: number): Compression | null {
  const ext = path.extname(rel);
  if (!COMPRESSIBLE.has(ext) || size < MIN_SIZE) return null;
  const parts = rel.split(/[\\/]/);
  // The build's own records and its kept page renderer are never served.
  if (parts[0] === '_portal') return null;
  if (parts[0] === '_astro') return IMMUTABLE;
  if (ext === '.html') return PAGE;
  return OTHER;
}

/** Brotli's options for text at a quality (the size hint lets it pick its window). */
export const brotliText = (quality: number, size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
