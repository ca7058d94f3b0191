/**
 * A member's image for an entry: checked by its header (type, sides, pixels), decoded whole and encoded again without
 * its metadata in the untrusted-file worker, stored content-addressed, served from /uploads/.
 */
import { BAIKE_IMAGE_LIMITS as L } from '#lib/baike/limits.ts';
import { BAIKE_IMAGE_MSG } from '#lib/baike/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import { putImageSizes } from '#server/services/files/storage.ts';
import type { FileStore } from '#server/services/files/store.ts';
import { reencodeImage, type CleanImage } from '#server/services/untrusted/image.ts';
import { imageFormat, type ImageFormat } from './imageFormat.ts';

/** The site path of an uploaded image's storage key (serve.ts hands /uploads/ to the API app). */
export const UPLOADS_PATH = '/uploads/';

export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

/**
 * These bytes' format and size as an entry's image (their length is the upload's limit), refused with what is wrong:
 * read from the header only, before anything is decoded.
 */
export function checkImage(bytes: Uint8Array): ImageFormat {
  const format = imageFormat(bytes);
  if (!format) throw new Refusal(BAIKE_IMAGE_MSG.badType);
  if (format.width > L.maxSide || format.height > L.maxSide) {
    throw new Refusal(BAIKE_IMAGE_MSG.tooBig(L.maxSide));
  }
  if (format.width * format.height > L.maxPixels)
    throw new Refusal(BAIKE_IMAGE_MSG.tooManyPixels(L.maxPixels));
  if (format.width < L.minWidth || format.height < L.minHeight) {
    throw new Refusal(BAIKE_IMAGE_MSG.tooSmall(L.minWidth, L.minHeight));
  }
  return format;
}

/** Checked bytes decoded and encoded again (the orientation applied, no EXIF/GPS); refused when they are no image. */
export async function cleanImage(bytes: Uint8Array): Promise<CleanImage> {
  const clean = await reencodeImage(bytes);
  if ('broken' in clean) throw new Refusal(BAIKE_IMAGE_MSG.broken);
  // The worker's own refusal (a limit) as it worded it.
  if ('refusal' in clean) throw new Refusal(clean.refusal);
  return clean;
}

/** Store a cleaned image in its sizes; answers the widest size's site path and pixel size. */
export async function storeImage(files: FileStore, image: CleanImage): Promise<UploadedImage> {
  const key = await putImageSizes(files, image);
  return { src: `${UPLOADS_PATH}${key}`, width: image.width, height: image.height };
}
