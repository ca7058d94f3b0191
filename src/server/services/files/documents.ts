/** A served document: the attachment and what it belongs to (report, periodical, product sample), by file or article id. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles, attachments, dataProducts, periodicals } from '#server/db/schema/index.ts';
import { ARTICLE_KIND, CONTENT_STATUS } from '#lib/content/model.ts';
import { FILE_MSG } from '#lib/content/messages.ts';

export type DocOwner =
  | { type: 'report'; articleId: number; title: string; priceCents: number; vipOnly: boolean }
  | { type: 'periodical'; id: number; title: string }
  | { type: 'sample'; productId: number; title: string }
  /** A data product's full dataset file: its buyers read and download it. */
  | { type: 'product'; productId: number; title: string; priceCents: number }
  /** Uploaded but not attached to anything published: editors only. */
  | { type: 'none'; title: string };

export interface FileDoc {
  fid: number;
  storageKey: string;
  fileName: string;
  mime: string;
  size: number;
  pageCount: number;
  owner: DocOwner;
}

const published = CONTENT_STATUS.published;

async function ownerOf(db: Db, fid: number, fileName: string): Promise<DocOwner> {
  const [report] = await db
    .select({ id: articles.id, title: articles.title, price: articles.priceCents, vip: articles.vipOnly })
    .from(articles)
    .where(
      and(
        eq(articles.attachmentId, fid),
        eq(articles.kind, ARTICLE_KIND.report),
        eq(articles.status, published),
      ),
    )
    .limit(1);
  if (report)
    return {
      type: 'report',
      articleId: report.id,
      title: report.title,
      priceCents: report.price,
      vipOnly: report.vip,
    };
  const [issue] = await db
    .select({ id: periodicals.id, name: periodicals.name, issue: periodicals.issue })
    .from(periodicals)
    .where(and(eq(periodicals.attachmentId, fid), isNotNull(periodicals.publishedAt)))
    .limit(1);
  if (issue) return { type: 'periodical', id: issue.id, title: `${issue.name} ${issue.issue}` };
  const [product] = await db
    .select({ id: dataProducts.id, title: dataProducts.title })
    .from(dataProducts)
    .where(and(eq(dataProducts.sampleAttachmentId, fid), eq(dataProducts.status, published)))
    .limit(1);
  if (product)
    return { type: 'sample', productId: product.id, title: `${product.title}${FILE_MSG.sampleSuffix}` };
  const [full] = await db
    .select({ id: dataProducts.id, title: dataProducts.title, price: dataProducts.priceCents })
    .from(dataProducts)
    .where(and(eq(dataProducts.attachmentId, fid), eq(dataProducts.status, published)))
    .limit(1);
  if (full) return { type: 'product', productId: full.id, title: full.title, priceCents: full.price };
  return { type: 'none', title: fileName.replace(/\.pdf$/i, '') };
}

export async function docByFid(db: Db, fid: number): Promise<FileDoc | null> {
  const [file] = await db.select().from(attachments).where(eq(attachments.id, fid)).limit(1);
  if (!file) return null;
  return {
    fid: file.id,
    storageKey: file.storageKey,
    fileName: file.fileName,
    mime: file.mime,
    size: file.size,
    pageCount: file.pageCount,
    owner: await ownerOf(db, file.id, file.fileName),
  };
}

/** The PDF of published report `articleId`, or null when it has none. */
export async function docByArticle(db: Db, articleId: number): Promise<FileDoc | null> {
  const [row] = await db
    .select({ fid: articles.attachmentId })
    .from(articles)
    .where(
      and(eq(articles.id, articleId), eq(articles.kind, ARTICLE_KIND.report), eq(articles.status, published)),
    )
    .limit(1);
  return row?.fid ? docByFid(db, row.fid) : null;
}
