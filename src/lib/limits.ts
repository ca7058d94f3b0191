/** Field length limits shared by forms (maxLength) and server schemas. */
export const FEEDBACK_LIMITS = { contact: 50, tel: 30, content: 1000 } as const;

/** Files: report upload size, preview pages shown to readers without full access, token lifetime, a data import's file. */
export const FILE_LIMITS = { maxUploadMb: 20, previewPages: 3, tokenTtlS: 300, maxImportMb: 20 } as const;

/**
 * The untrusted-file worker (services/untrusted/): each parse of an uploaded file runs in its own worker thread with
 * a time limit (then the worker is ended) and a cap on its JavaScript heap; at most `concurrent` at once, `queued`
 * more waiting, the rest refused as busy.
 */
export const UNTRUSTED_LIMITS = {
  concurrent: 2,
  queued: 8,
  /** An import's file (XLSX or CSV): a real 200,000-row file reads in well under this. */
  table: { timeMs: 60_000, heapMb: 1024 },
  /** An uploaded report PDF (pdf-lib reads the whole document). */
  pdf: { timeMs: 20_000, heapMb: 512 },
  /** A reader's preview cut from a stored PDF's first pages (pdf-lib again, off the serving thread). */
  preview: { timeMs: 20_000, heapMb: 512 },
  /** A member's image, decoded whole and re-encoded (libvips' own memory is bounded by the pixel limit). */
  image: { timeMs: 15_000, heapMb: 128 },
} as const;
