/**
 * In the worker: an image decoded whole by libvips (sharp), which proves it is one (a header without its pixels,
 * truncated data, a polyglot's other half are refused), and encoded again in its own format with the orientation
 * applied and nothing else kept: no EXIF (GPS, camera), no ICC profile, no comment, no bytes after the image. It
 * comes out in the widths the pages show (UPLOADED_IMAGE_WIDTHS, never enlarged); the upload itself is not kept.
 */
import sharp, { type Sharp } from 'sharp';
import { BAIKE_IMAGE_LIMITS as L } from '#lib/baike/limits.ts';
import type { ImageExt } from '#server/services/baike/imageFormat.ts';
import { UPLOADED_IMAGE_MAX_WIDTH, UPLOADED_IMAGE_WIDTHS } from '#lib/shared/imageSrc.ts';

// One job per worker: no cache to keep, and libvips' own threads held to one (the pool bounds the workers).
sharp.cache(false);
sharp.concurrency(1);

export interface CleanImage {
  ext: ImageExt;
  /** The widest size: the image's own width up to the widest the pages show (never enlarged). */
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The narrower widths the pages use (UPLOADED_IMAGE_WIDTHS below `width`), each encoded from the same pixels. */
  smaller: { width: number; bytes: Uint8Array }[];
}

const EXT: Record<string, ImageExt> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

const view = (data: Buffer) => new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** Raw pixels encoded in the upload's own format, with nothing but the pixels. */
function encode(image: Sharp, ext: ImageExt): Sharp {
  return ext === 'png'
    ? image.png({ compressionLevel: 9 })
    : ext === 'jpg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : image.webp({ quality: 90 });
}

export async function reencodeImageJob(bytes: Uint8Array): Promise<CleanImage | null> {
  // limitInputPixels: libvips itself refuses more pixels than the header check allowed.
  const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: L.maxPixels });
  const meta = await image.metadata();
  const ext = meta.format ? EXT[meta.format] : undefined;
  if (!ext) return null;
  // Decoded once, turned upright and brought to the widest size; every size is encoded from these pixels.
  const { data, info } = await image
    .rotate()
    .resize({ width: UPLOADED_IMAGE_MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const largest = await encode(sharp(data, raw), ext).toBuffer();
  const smaller = [];
  for (const width of UPLOADED_IMAGE_WIDTHS.filter((w) => w < info.width)) {
    const resized = await encode(sharp(data, raw).resize({ width }), ext).toBuffer();
    smaller.push({ width, bytes: view(resized) });
  }
  return { ext, bytes: view(largest), width: info.width, height: info.height, smaller };
}
