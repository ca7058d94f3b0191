/**
 * Hot entries: the most viewed published entries of the last BAIKE_LIMITS.hotDays China days (baike_views), ties by
 * the entry's view count then its last change; never an entry without views. Views are not content events, so the
 * ranking is counted again at most every BAIKE_LIMITS.hotRefreshMs per database handle (one small holder per process).
 */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { baikeEntries, baikeViews } from '#server/db/schema/index.ts';
import { addDays, chinaDate } from '#lib/chinaTime.ts';
import { BAIKE_LIMITS as L } from '#lib/baike/limits.ts';
import type { BaikeCard, BaikeHotAnswer, BaikeHotContent } from '#lib/baike/types.ts';
import { selectCards, toCard, toRef } from './cards.ts';

interface Ranked {
  id: number;
  title: string;
  qualifier: string;
  views: number;
}

/** The last counted ranking per database (a WeakMap, so a test's closed database takes its holder with it). */
const held = new WeakMap<Db, { at: number; list: Ranked[]; pending?: Promise<Ranked[]> }>();

async function countRanking(db: Db, now: Date): Promise<Ranked[]> {
  const since = addDays(chinaDate(now), -(L.hotDays - 1));
  const views = sql<number>`sum(${baikeViews.views})::int`;
  const rows = await db
    .select({ id: baikeEntries.id, title: baikeEntries.title, qualifier: baikeEntries.qualifier, views })
    .from(baikeViews)
    .innerJoin(baikeEntries, eq(baikeEntries.id, baikeViews.entryId))
    .where(and(gte(baikeViews.day, since), eq(baikeEntries.status, 'published')))
    .groupBy(baikeEntries.id)
    .having(sql`sum(${baikeViews.views}) > 0`)
    .orderBy(desc(views), desc(baikeEntries.viewCount), desc(baikeEntries.changedAt), desc(baikeEntries.id))
    .limit(L.hotMax);
  return rows.map((r) => ({ ...r, views: Number(r.views) }));
}

/** The ranking (at most hotMax entries), counted again when the held one is older than hotRefreshMs. */
export async function hotRanking(db: Db, now: Date): Promise<Ranked[]> {
  const h = held.get(db);
  if (h && now.getTime() - h.at < L.hotRefreshMs && h.at <= now.getTime()) return h.pending ?? h.list;
  const pending = countRanking(db, now);
  held.set(db, { at: now.getTime(), list: h?.list ?? [], pending });
  try {
    const list = await pending;
    held.set(db, { at: now.getTime(), list });
    return list;
  } catch (e) {
    held.delete(db);
    throw e;
  }
}

/** hotBaike: names and view counts. */
export async function hotBaike(db: Db, now: Date, limit: number): Promise<BaikeHotAnswer> {
  return { list: (await hotRanking(db, now)).slice(0, limit).map((r) => ({ ...toRef(r), views: r.views })) };
}

/** hotBaikeContent: the same ranking as cards; without any view, the newest changed entries (ranked_by says which). */
export async function hotBaikeContent(db: Db, now: Date, limit: number): Promise<BaikeHotContent> {
  const ranked = (await hotRanking(db, now)).slice(0, limit);
  if (ranked.length) {
    const rows = await selectCards(db).where(
      and(
        eq(baikeEntries.status, 'published'),
        inArray(
          baikeEntries.id,
          ranked.map((r) => r.id),
        ),
      ),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const list: BaikeCard[] = ranked.flatMap((r) => {
      const row = byId.get(r.id);
      return row ? [{ ...toCard(row), views: r.views }] : [];
    });
    return { list, ranked_by: 'views' };
  }
  const rows = await selectCards(db)
    .where(eq(baikeEntries.status, 'published'))
    .orderBy(desc(baikeEntries.changedAt), desc(baikeEntries.id))
    .limit(limit);
  return { list: rows.map(toCard), ranked_by: 'changed' };
}
