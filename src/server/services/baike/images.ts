/** A member's image for an entry: checked by its own bytes, stored content-addressed, served from /uploads/. */
import { BAIKE_IMAGE_LIMITS as L } from '#lib/baike/limits.ts';
import { BAIKE_IMAGE_MSG } from '#lib/baike/messages.ts';
import { putImage } from '#server/services/files/storage.ts';
import { imageFormat, type ImageFormat } from './imageFormat.ts';

/** The site path of an uploaded image's storage key (serve.ts hands /uploads/ to the API app). */
export const UPLOADS_PATH = '/uploads/';

export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

/** What is wrong with these bytes as an entry's image (their length is the upload's limit), or their format and size. */
export function checkImage(bytes: Uint8Array): { refusal: string } | { format: ImageFormat } {
  const format = imageFormat(bytes);
  if (!format) return { refusal: BAIKE_IMAGE_MSG.badType };
  if (format.width > L.maxSide || format.height > L.maxSide) {
    return { refusal: BAIKE_IMAGE_MSG.tooBig(L.maxSide) };
  }
  if (format.width < L.minWidth || format.height < L.minHeight) {
    return { refusal: BAIKE_IMAGE_MSG.tooSmall(L.minWidth, L.minHeight) };
  }
  return { format };
}

/** Store checked bytes; answers the image's site path and pixel size. */
export async function storeImage(
  dir: string,
  bytes: Uint8Array,
  format: { ext: 'png' | 'jpg' | 'webp'; width: number; height: number },
): Promise<UploadedImage> {
  const key = await putImage(dir, bytes, format.ext);
  return { src: `${UPLOADS_PATH}${key}`, width: format.width, height: format.height };
}
