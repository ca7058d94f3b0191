/** What the viewer calls answer: the document facts, the caller's access, tokens, and the file behind a token. */
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/services/accounts/session.ts';
import { FILE_LIMITS } from '#lib/limits.ts';
import { fileAccess, type FileAccess } from './access.ts';
import { docByArticle, docByFid, type FileDoc } from './documents.ts';
import { previewFile, previewPageCount, type StoredPdf } from './pdf.ts';
import type { FileStore } from './store.ts';
import { signFileToken, verifyFileToken } from './token.ts';
import type { DocInfo, FileMode, FileTicket } from '#lib/content/files.ts';

export const STREAM_PATH = '/api/file/stream';

/** Look up by file id (`fid`, the legacy route's) or by report article id. */
export async function findDoc(db: Db, by: { fid?: number; id?: number }): Promise<FileDoc | null> {
  if (by.fid) return docByFid(db, by.fid);
  return by.id ? docByArticle(db, by.id) : null;
}

export function docInfo(doc: FileDoc, access: FileAccess): DocInfo {
  const o = doc.owner;
  const report = o.type === 'report' ? o : null;
  return {
    fid: doc.fid,
    article_id: report?.articleId ?? null,
    product_id: o.type === 'product' || o.type === 'sample' ? o.productId : null,
    title: o.title,
    file_name: doc.fileName,
    size: doc.size,
    page_count: doc.pageCount,
    owner: o.type,
    price_cents: report?.priceCents ?? (o.type === 'product' ? o.priceCents : 0),
    vip_only: report?.vipOnly ?? false,
    mode: access.full ? 'full' : 'preview',
    reason: access.reason === 'hidden' ? null : access.reason,
    preview_pages: access.full ? doc.pageCount : previewPageCount(doc.pageCount),
  };
}

export function ticketFor(
  secret: string,
  doc: FileDoc,
  user: UserRow | null,
  full: boolean,
  now: Date,
): FileTicket {
  const mode: FileMode = full ? 'full' : 'preview';
  const token = signFileToken(secret, { fid: doc.fid, uid: user?.uid ?? 0, mode }, now);
  return {
    token,
    url: `${STREAM_PATH}?token=${encodeURIComponent(token)}`,
    mode,
    expires_in: FILE_LIMITS.tokenTtlS,
  };
}

/** The stored bytes of `doc`, when the store has them (demo rows may point at files that were never made). */
export async function sourceOf(files: FileStore, doc: FileDoc): Promise<StoredPdf | null> {
  const size = (await files.head(doc.storageKey))?.size;
  return size ? { key: doc.storageKey, size } : null;
}

export type StreamTarget =
  | { ok: true; file: StoredPdf; fileName: string; mode: FileMode }
  | { ok: false; why: 'invalid' | 'expired' | 'otherUser' | 'gone' | 'unavailable' };

/**
 * The file a token opens. Access is checked again (a VIP may have lapsed since the token was made), and a member's
 * token only opens for that member.
 */
export async function streamTarget(
  deps: { db: Db; secret: string; files: FileStore },
  token: string,
  user: UserRow | null,
  now: Date,
): Promise<StreamTarget> {
  const check = verifyFileToken(deps.secret, token, now);
  if (!check.ok) return { ok: false, why: check.reason };
  const { fid, uid, mode } = check.claims;
  if (uid !== 0 && user?.uid !== uid) return { ok: false, why: 'otherUser' };
  const doc = await docByFid(deps.db, fid);
  if (!doc) return { ok: false, why: 'gone' };
  const access = await fileAccess(deps.db, doc, uid ? user : null, now);
  if (access.reason === 'hidden') return { ok: false, why: 'gone' };
  const source = await sourceOf(deps.files, doc);
  if (!source) return { ok: false, why: 'unavailable' };
  const full = mode === 'full' && access.full;
  const file = full ? source : await previewFile(deps.files, source, doc.pageCount);
  return { ok: true, file, fileName: doc.fileName, mode: full ? 'full' : 'preview' };
}

export type ViewAnswer =
  { ok: true; data: DocInfo | (DocInfo & FileTicket) } | { ok: false; why: 'gone' | 'unavailable' };

/** article/viewDoc (facts and access) and article/viewPdf (the same plus a stream ticket). */
export async function viewAnswer(
  deps: { db: Db; secret: string; files: FileStore; now: Date },
  ref: { fid?: number; id?: number },
  user: UserRow | null,
  withTicket: boolean,
): Promise<ViewAnswer> {
  const doc = await findDoc(deps.db, ref);
  if (!doc) return { ok: false, why: 'gone' };
  const access = await fileAccess(deps.db, doc, user, deps.now);
  if (access.reason === 'hidden') return { ok: false, why: 'gone' };
  const info = docInfo(doc, access);
  if (!withTicket) return { ok: true, data: info };
  if (!(await sourceOf(deps.files, doc))) return { ok: false, why: 'unavailable' };
  return { ok: true, data: { ...info, ...ticketFor(deps.secret, doc, user, access.full, deps.now) } };
}
