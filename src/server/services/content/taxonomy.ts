/** Columns, categories, tags, banners and hot keywords: the small lists around the article pages. */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  articles,
  articleTags,
  banners,
  contentCategories,
  contentColumns,
  hotKeywords,
  tags,
} from '#server/db/schema/index.ts';
import type { ArticleKind } from '#lib/content/model.ts';
import { publicArticle } from './articleList.ts';

export async function columnList(db: Db, kind?: ArticleKind) {
  const rows = await db
    .select()
    .from(contentColumns)
    .where(kind ? eq(contentColumns.kind, kind) : undefined)
    .orderBy(asc(contentColumns.kind), asc(contentColumns.sort), asc(contentColumns.id));
  return rows.map((r) => ({ id: r.id, kind: r.kind, name: r.name, sort: r.sort }));
}

export async function categoryList(db: Db, kind?: ArticleKind) {
  const rows = await db
    .select()
    .from(contentCategories)
    .where(kind ? eq(contentCategories.kind, kind) : undefined)
    .orderBy(asc(contentCategories.kind), asc(contentCategories.sort), asc(contentCategories.id));
  return rows.map((r) => ({ id: r.id, kind: r.kind, name: r.name, sort: r.sort }));
}

/** Tags with the number of published articles carrying them, most used first. */
export async function tagList(db: Db, limit: number) {
  const used = db
    .select({ tagId: articleTags.tagId, n: count().as('n') })
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(publicArticle())
    .groupBy(articleTags.tagId)
    .as('used');
  const rows = await db
    .select({ id: tags.id, name: tags.name, count: sql<number>`coalesce(${used.n}, 0)::int` })
    .from(tags)
    .leftJoin(used, eq(used.tagId, tags.id))
    .orderBy(desc(sql`coalesce(${used.n}, 0)`), asc(tags.sort), asc(tags.id))
    .limit(limit);
  return rows;
}

export async function tagById(db: Db, id: number) {
  const [row] = await db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.id, id));
  return row ?? null;
}

/** Tags of several articles at once: article id → tags. */
export async function tagsOf(
  db: Db,
  articleIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const map = new Map<number, { id: number; name: string }[]>();
  if (articleIds.length === 0) return map;
  const rows = await db
    .select({ articleId: articleTags.articleId, id: tags.id, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(inArray(articleTags.articleId, articleIds))
    .orderBy(asc(tags.sort), asc(tags.id));
  for (const r of rows) {
    const list = map.get(r.articleId) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.articleId, list);
  }
  return map;
}

/** Tag ids for names, creating the missing ones (editor writes). */
export async function ensureTags(db: Db, names: string[]): Promise<number[]> {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (unique.length === 0) return [];
  await db
    .insert(tags)
    .values(unique.map((name) => ({ name })))
    .onConflictDoNothing({ target: tags.name });
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.name, unique));
  return rows.map((r) => r.id);
}

export async function bannerList(db: Db) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.active, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((r) => ({ id: r.id, title: r.title, image: r.image, link: r.link, sort: r.sort }));
}

export async function hotKeywordList(db: Db, limit = 10) {
  return db
    .select({ keyword: hotKeywords.keyword, weight: hotKeywords.weight })
    .from(hotKeywords)
    .orderBy(desc(hotKeywords.weight), asc(hotKeywords.id))
    .limit(limit);
}
