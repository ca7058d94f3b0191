/** The articles next to one in its kind's list order (published_at desc, nulls first as PostgreSQL sorts them, id desc). */
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import type { ArticleKind } from '#lib/content/model.ts';
import { newestFirst, publicArticle } from './articleList.ts';

export interface Neighbour {
  id: number;
  title: string;
}

/** Its own timestamp read in SQL, so ties compare at the database's precision, not JavaScript's milliseconds. */
const stampOf = (id: number): SQL => sql`(select a.published_at from ${articles} a where a.id = ${id})`;

const nearest = async (db: Db, where: SQL | undefined, order: SQL[]): Promise<Neighbour | null> =>
  (
    await db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(where)
      .orderBy(...order)
      .limit(1)
  )[0] ?? null;

/** The list order reversed: ascending puts nulls last in PostgreSQL, the mirror of desc's nulls first. */
const oldestFirst = [asc(articles.publishedAt), asc(articles.id)];

/**
 * Neighbours of a dated article: bounded by its own timestamp (`<=`/`>=`), so the (kind, status, published_at) index
 * starts at it instead of scanning from one end; above the newest dated article come the undated ones.
 */
async function aroundDated(db: Db, same: SQL, id: number) {
  const at = stampOf(id);
  const [prev, newer, undated] = await Promise.all([
    nearest(
      db,
      and(same, lte(articles.publishedAt, at), or(lt(articles.publishedAt, at), lt(articles.id, id))),
      newestFirst,
    ),
    nearest(
      db,
      and(same, gte(articles.publishedAt, at), or(gt(articles.publishedAt, at), gt(articles.id, id))),
      oldestFirst,
    ),
    nearest(db, and(same, isNull(articles.publishedAt)), [asc(articles.id)]),
  ]);
  return { prev, next: newer ?? undated };
}

/** Neighbours of an undated article: undated ones by id, and below the last of them the newest dated article. */
async function aroundUndated(db: Db, same: SQL, id: number) {
  const undated = and(same, isNull(articles.publishedAt))!;
  const [older, next, newest] = await Promise.all([
    nearest(db, and(undated, lt(articles.id, id)), [desc(articles.id)]),
    nearest(db, and(undated, gt(articles.id, id)), [asc(articles.id)]),
    nearest(db, and(same, isNotNull(articles.publishedAt)), newestFirst),
  ]);
  return { prev: older ?? newest, next };
}

/** `prev`: the next older article of the kind (below it in the list); `next`: the next newer one (above it). */
export async function articleNeighbours(db: Db, kind: ArticleKind, id: number) {
  const same = and(publicArticle(), eq(articles.kind, kind))!;
  const [self] = await db
    .select({ dated: isNotNull(articles.publishedAt) })
    .from(articles)
    .where(eq(articles.id, id));
  if (!self) return { prev: null, next: null };
  return self.dated ? aroundDated(db, same, id) : aroundUndated(db, same, id);
}
