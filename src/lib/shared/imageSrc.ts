/**
 * The one form of an image address in member and editor content: a file of the site's own upload store, named by
 * the sha256 of its bytes (`services/files/storage.ts` putImage, served by `routes/uploads.ts`). Nothing else: no
 * other path of the site (an image is a GET every visitor's browser makes), no other host (visitors are tracked), no
 * `..`, query, fragment or escape.
 */

/** The folder of members' images under the site. */
export const UPLOADED_IMAGES_PATH = '/uploads/baike/';

/**
 * A stored image's file name: the content hash of its widest size, that size's width (images stored before sizes
 * have none) or a narrower size's, and the format its bytes proved.
 */
export const UPLOADED_IMAGE_NAME = /^([0-9a-f]{64})(?:-([1-9][0-9]{1,3}))?\.(png|jpg|webp)$/;

/** The widths an uploaded image is stored in (CSS px of the pages' columns at 1× and 2×); the last is the widest. */
export const UPLOADED_IMAGE_WIDTHS = [480, 960, 1600] as const;
export const UPLOADED_IMAGE_MAX_WIDTH = UPLOADED_IMAGE_WIDTHS[UPLOADED_IMAGE_WIDTHS.length - 1]!;

/** How wide each place shows an uploaded image (`sizes`), so the browser picks the smallest size that suffices. */
export const UPLOADED_IMAGE_SIZES = {
  /** An entry's figures: two columns from 640 px, the content column at most 1280 px. */
  figure: '(min-width: 1024px) 640px, (min-width: 640px) 50vw, 100vw',
  /** An image in an article's or entry's text: the content column. */
  body: '(min-width: 1024px) 1280px, 100vw',
  /** The editor's thumbnail. */
  thumb: '160px',
} as const;

/** Whether `src` is exactly the site path of an uploaded image. */
export function isUploadedImageSrc(src: string): boolean {
  return (
    src.startsWith(UPLOADED_IMAGES_PATH) && UPLOADED_IMAGE_NAME.test(src.slice(UPLOADED_IMAGES_PATH.length))
  );
}

/**
 * The `srcset` of an uploaded image's address: its narrower sizes and itself, by width; undefined for an image stored
 * before sizes (one file) or one with no narrower size.
 */
export function uploadedImageSrcset(src: string): string | undefined {
  if (!isUploadedImageSrc(src)) return undefined;
  const [, hash, stored, ext] = UPLOADED_IMAGE_NAME.exec(src.slice(UPLOADED_IMAGES_PATH.length))!;
  if (!stored) return undefined;
  const width = Number(stored);
  const smaller = UPLOADED_IMAGE_WIDTHS.filter((w) => w < width);
  if (!smaller.length) return undefined;
  return [...smaller.map((w) => `${UPLOADED_IMAGES_PATH}${hash}-${w}.${ext} ${w}w`), `${src} ${width}w`].join(
    ', ',
  );
}
