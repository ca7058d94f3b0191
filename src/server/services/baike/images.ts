/**
 * A member's image for an entry: checked by its header (type, sides, pixels), decoded whole and encoded again without
 * its metadata in the untrusted-file worker, stored content-addressed, served from /uploads/.
 */
import { BAIKE_IMAGE_LIMITS as L } from '#lib/baike/limits.ts';
import { BAIKE_IMAGE_MSG } from '#lib/baike/messages.ts';
import { putImage } from '#server/services/files/storage.ts';
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
 * What is wrong with these bytes as an entry's image (their length is the upload's limit), or their format and size:
 * read from the header only, before anything is decoded.
 */
export function checkImage(bytes: Uint8Array): { refusal: string } | { format: ImageFormat } {
  const format = imageFormat(bytes);
  if (!format) return { refusal: BAIKE_IMAGE_MSG.badType };
  if (format.width > L.maxSide || format.height > L.maxSide) {
    return { refusal: BAIKE_IMAGE_MSG.tooBig(L.maxSide) };
  }
  if (format.width * format.height > L.maxPixels)
    return { refusal: BAIKE_IMAGE_MSG.tooManyPixels(L.maxPixels) };
  if (format.width < L.minWidth || format.height < L.minHeight) {
    return { refusal: BAIKE_IMAGE_MSG.tooSmall(L.minWidth, L.minHeight) };
  }
  return { format };
}

/** Checked bytes decoded and encoded again (the orientation applied, no EXIF/GPS), or why they are no image. */
export async function cleanImage(bytes: Uint8Array): Promise<CleanImage | { refusal: string }> {
  const clean = await reencodeImage(bytes);
  return 'broken' in clean ? { refusal: BAIKE_IMAGE_MSG.broken } : clean;
}

/** Store a cleaned image; answers its site path and pixel size. */
export async function storeImage(dir: string, image: CleanImage): Promise<UploadedImage> {
  const key = await putImage(dir, image.bytes, image.ext);
  return { src: `${UPLOADS_PATH}${key}`, width: image.width, height: image.height };
}
