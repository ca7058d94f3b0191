/** Bounds of 农业百科's inputs and answers: the validators, the services and the pages read them. */
export const BAIKE_LIMITS = {
  title: 30,
  qualifier: 20,
  aliases: 10,
  alias: 30,
  summaryMin: 10,
  summary: 300,
  infoboxFields: 16,
  infoboxKey: 12,
  infoboxValue: 120,
  /** The stored rich text, in characters of HTML. */
  html: 100_000,
  /** The text of the body with tags left out: at least this many characters. */
  bodyMin: 50,
  references: 30,
  referenceTitle: 120,
  images: 12,
  imageAlt: 100,
  related: 12,
  note: 100,
  reason: 200,
  /** Comments: characters, and how many one member may post. */
  commentMax: 500,
  commentsPerMinute: 3,
  commentsPerDay: 50,
  commentPage: 10,
  commentPageMax: 50,
  /** A member's versions waiting for review at once, and drafts kept. */
  pendingPerMember: 10,
  draftsPerMember: 50,
  listPage: 20,
  listPageMax: 50,
  hot: 10,
  hotMax: 30,
  /** Hot entries count the page views of the last this many China days. */
  hotDays: 7,
  /** Hot answers are counted again at most this often (views are not content events). */
  hotRefreshMs: 60_000,
  /**
   * Page views one client address may add in a China day (a view counts once per visitor, address and user agent,
   * per entry and day): in all, and to one entry (a household or office behind one address, or a caller rotating
   * user agents).
   */
  viewsPerAddress: 200,
  viewsPerAddressEntry: 5,
  /** What one process holds of a day's viewers (services/baike/viewGate.ts); when full, further views go uncounted. */
  viewVisitorsHeld: 200_000,
  viewAddressesHeld: 50_000,
} as const;

const IMAGE_MB = 2;

/** Bounds of an image a member uploads to an entry: the upload call checks them, the editor tells them. */
export const BAIKE_IMAGE_LIMITS = {
  /** Megabytes of one file, and its bytes. */
  maxMb: IMAGE_MB,
  maxBytes: IMAGE_MB * 1024 * 1024,
  /** Smallest width and height, in pixels. */
  minWidth: 200,
  minHeight: 100,
  /** Largest side, in pixels. */
  maxSide: 8000,
  /** Pixels (width × height, read from the header before decoding): 40 megapixels decode to 160 MB. */
  maxPixels: 40_000_000,
  /** Uploads one member may make in a day. */
  perDay: 30,
  /** The types the file input offers; the server decides by the file's bytes, never by these. */
  accept: 'image/png,image/jpeg,image/webp',
} as const;
