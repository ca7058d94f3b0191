/**
 * The one form of an image address in member and editor content: a file of the site's own upload store, named by
 * the sha256 of its bytes (`services/files/storage.ts` putImage, served by `routes/uploads.ts`). Nothing else: no
 * other path of the site (an image is a GET every visitor's browser makes), no other host (visitors are tracked), no
 * `..`, query, fragment or escape.
 */

/** The folder of members' images under the site. */
export const UPLOADED_IMAGES_PATH = '/uploads/baike/';

/** A stored image's file name: its content hash and the format its bytes proved. */
export const UPLOADED_IMAGE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/** Whether `src` is exactly the site path of an uploaded image. */
export function isUploadedImageSrc(src: string): boolean {
  return (
    src.startsWith(UPLOADED_IMAGES_PATH) && UPLOADED_IMAGE_NAME.test(src.slice(UPLOADED_IMAGES_PATH.length))
  );
}
