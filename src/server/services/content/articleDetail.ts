/** One published article for its detail page: tags, prev/next and report access facts (its view: views.ts). */
import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles, attachments } from '#server/db/schema/index.ts';
import { ARTICLE_KIND, CONTENT_STATUS } from '#lib/content/model.ts';
import { selectItems, toItem, type ArticleItem } from './articleList.ts';
import { tagsOf } from './taxonomy.ts';
import { sanitizeRichHtml } from './sanitize.ts';
import { iso } from './time.ts';

export interface Neighbour {
  id: number;
  title: string;
  published_at: string | null;
}

export interface ArticleDetail extends ArticleItem {
  content_html: string;
  tags: { id: number; name: string }[];
  prev: Neighbour | null;
  next: Neighbour | null;
  /** Reports: who may open the PDF; the file itself is served by the later file-token call, never here. */
  access: { is_free: boolean; vip_only: boolean; price_cents: number } | null;
  attachment: { file_name: string; mime: string; size: number; page_count: number } | null;
}

async function neighbour(
  db: Db,
  kind: string,
  at: Date,
  id: number,
  older: boolean,
): Promise<Neighbour | null> {
  const cmp = older
    ? or(lt(articles.publishedAt, at), and(eq(articles.publishedAt, at), lt(articles.id, id)))
    : or(gt(articles.publishedAt, at), and(eq(articles.publishedAt, at), gt(articles.id, id)));
  const order = older
    ? [desc(articles.publishedAt), desc(articles.id)]
    : [asc(articles.publishedAt), asc(articles.id)];
  const [row] = await db
    .select({ id: articles.id, title: articles.title, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(eq(articles.status, CONTENT_STATUS.published), eq(articles.kind, kind), cmp))
    .orderBy(...order)
    .limit(1);
  return row ? { id: row.id, title: row.title, published_at: iso(row.publishedAt) } : null;
}

/** The published article `id` (of `kind` when given); null when absent or not published. */
export async function articleDetail(db: Db, id: number, kind?: string): Promise<ArticleDetail | null> {
  const where = and(
    eq(articles.id, id),
    eq(articles.status, CONTENT_STATUS.published),
    kind ? eq(articles.kind, kind) : undefined,
  );
  const [counted] = await db
    .select({ contentHtml: articles.contentHtml, attachmentId: articles.attachmentId })
    .from(articles)
    .where(where);
  if (!counted) return null;
  const [row] = await selectItems(db).where(eq(articles.id, id));
  if (!row) return null;
  const item = toItem(row);
  const at = row.publishedAt ?? new Date(0);
  const [tagMap, prev, next, file] = await Promise.all([
    tagsOf(db, [id]),
    neighbour(db, row.kind, at, id, true),
    neighbour(db, row.kind, at, id, false),
    counted.attachmentId
      ? db
          .select({
            file_name: attachments.fileName,
            mime: attachments.mime,
            size: attachments.size,
            page_count: attachments.pageCount,
          })
          .from(attachments)
          .where(eq(attachments.id, counted.attachmentId))
      : Promise.resolve([]),
  ]);
  const isReport = row.kind === ARTICLE_KIND.report;
  return {
    ...item,
    // Sanitised on the way out too: a body stored before a sanitiser rule existed never reaches a page as it was.
    content_html: sanitizeRichHtml(counted.contentHtml),
    tags: tagMap.get(id) ?? [],
    prev,
    next,
    access: isReport
      ? {
          is_free: item.price_cents === 0 && !item.vip_only,
          vip_only: item.vip_only,
          price_cents: item.price_cents,
        }
      : null,
    attachment: file[0] ?? null,
  };
}
