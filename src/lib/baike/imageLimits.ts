/** Bounds of an image a member uploads to an entry: the upload call checks them, the editor tells them. */
export const BAIKE_IMAGE_LIMITS = {
  /** Bytes of one file (2 MB). */
  maxBytes: 2 * 1024 * 1024,
  maxMb: 2,
  /** Smallest width and height, in pixels. */
  minWidth: 200,
  minHeight: 100,
  /** Largest side, in pixels. */
  maxSide: 8000,
  /** Uploads one member may make in a day. */
  perDay: 30,
  /** The types the file input offers; the server decides by the file's bytes, never by these. */
  accept: 'image/png,image/jpeg,image/webp',
} as const;
