/**
 * In the worker: an image decoded whole by libvips (sharp), which proves it is one (a header without its pixels,
 * truncated data, a polyglot's other half are refused), and encoded again in its own format with the orientation
 * applied and nothing else kept: no EXIF (GPS, camera), no ICC profile, no comment, no bytes after the image.
 */
import sharp from 'sharp';
import { BAIKE_IMAGE_LIMITS as L } from '#lib/baike/limits.ts';
import type { ImageExt } from '#server/services/baike/imageFormat.ts';

// One job per worker: no cache to keep, and libvips' own threads held to one (the pool bounds the workers).
sharp.cache(false);
sharp.concurrency(1);

export interface CleanImage {
  bytes: Uint8Array;
  ext: ImageExt;
  width: number;
  height: number;
}

const EXT: Record<string, ImageExt> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

export async function reencodeImageJob(bytes: Uint8Array): Promise<CleanImage | null> {
  // limitInputPixels: libvips itself refuses more pixels than the header check allowed.
  const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: L.maxPixels });
  const meta = await image.metadata();
  const ext = meta.format ? EXT[meta.format] : undefined;
  if (!ext) return null;
  const rotated = image.rotate();
  const encoded =
    ext === 'png'
      ? rotated.png({ compressionLevel: 9 })
      : ext === 'jpg'
        ? rotated.jpeg({ quality: 90, mozjpeg: true })
        : rotated.webp({ quality: 90 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    ext,
    width: info.width,
    height: info.height,
  };
}
