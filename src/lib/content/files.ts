/** Report-file answers the server gives and the PDF viewer reads (article/viewDoc, article/viewPdf). */

/** The whole file, or its first pages only. */
export type FileMode = 'full' | 'preview';

/** What unlocks the rest of a document shown as a preview: signing in, VIP, or buying it. */
export type ReadReason = 'login' | 'vip' | 'buy';

/** The document facts and the caller's access (article/viewDoc). */
export interface DocInfo {
  fid: number;
  article_id: number | null;
  /** The data product whose sample or full file this is. */
  product_id: number | null;
  title: string;
  file_name: string;
  size: number;
  page_count: number;
  /** 'report' | 'periodical' | 'sample' | 'product' */
  owner: string;
  price_cents: number;
  vip_only: boolean;
  /** 'full' or 'preview' for this caller; with preview, `reason` says what unlocks the rest. */
  mode: FileMode;
  reason: ReadReason | null;
  preview_pages: number;
}

/** A short-lived signed address of the file's bytes. */
export interface FileTicket {
  token: string;
  url: string;
  mode: FileMode;
  expires_in: number;
}

/** The answer of GET /api/article/viewPdf: the facts plus a ticket. */
export type PdfView = DocInfo & FileTicket;

/** What the editors' upload call answers. */
export interface Uploaded {
  id: number;
  file_name: string;
  mime: string;
  size: number;
  page_count: number;
}
