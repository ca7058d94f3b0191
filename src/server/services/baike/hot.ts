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

/** What is held: the ranking and, for hotBaikeContent, its cards (or the newest changed ones when nothing was viewed). */
interface Held {
  ranking: Ranked[];
  content: BaikeHotContent;
}

/** The last counted answer per database (a WeakMap, so a test's closed database takes its holder with it). */
const held = new WeakMap<Db, { at: number; answer: Promise<Held> }>();

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

async function count(db: Db, now: Date): Promise<Held> {
  const ranking = await countRanking(db, now);
  if (ranking.length) {
    const rows = await selectCards(db).where(
      and(
        eq(baikeEntries.status, 'published'),
        inArray(
          baikeEntries.id,
          ranking.map((r) => r.id),
        ),
      ),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const list: BaikeCard[] = ranking.flatMap((r) => {
      const row = byId.get(r.id);
      return row ? [{ ...toCard(row), views: r.views }] : [];
    });
    return { ranking, content: { list, ranked_by: 'views' } };
  }
  const rows = await selectCards(db)
    .where(eq(baikeEntries.status, 'published'))
    .orderBy(desc(baikeEntries.changedAt), desc(baikeEntries.id))
    .limit(L.hotMax);
  return { ranking, content: { list: rows.map(toCard), ranked_by: 'changed' } };
}

/** The held answer, counted again when it is older than hotRefreshMs (callers meanwhile share one count). */
function hotHeld(db: Db, now: Date): Promise<Held> {
  const h = held.get(db);
  const t = now.getTime();
  if (h && t - h.at < L.hotRefreshMs && h.at <= t) return h.answer;
  const answer = count(db, now);
  held.set(db, { at: t, answer });
  answer.catch(() => held.delete(db));
  return answer;
}

/** hotBaike: names and view counts. */
export async function hotBaike(db: Db, now: Date, limit: number): Promise<BaikeHotAnswer> {
  const { ranking } = await hotHeld(db, now);
  return { list: ranking.slice(0, limit).map((r) => ({ ...toRef(r), views: r.views })) };
}

/** hotBaikeContent: the same ranking as cards; without any view, the newest changed entries (ranked_by says which). */
export async function hotBaikeContent(db: Db, now: Date, limit: number): Promise<BaikeHotContent> {
  const { content } = await hotHeld(db, now);
  return { ...content, list: content.list.slice(0, limit) };
}
