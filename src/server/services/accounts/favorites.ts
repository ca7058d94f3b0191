/** Favourites: toggle one item (model + record id) and list a member's, newest first. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { favorites } from '#server/db/schema/index.ts';
import { FAVORITE_LIMITS, type FavoriteItem, type FavoriteModel } from '#lib/accounts/favorites.ts';
import type { Paged } from '#lib/paging.ts';
import { pageOf } from '#server/db/paging.ts';

export interface FavoriteTarget {
  model: FavoriteModel;
  recordId: string;
  title?: string;
  url?: string;
}

/** A toggle: on or off; adding is refused without a title and url, or when the member is full. */
export async function toggleFavorite(
  db: Db,
  uid: number,
  target: FavoriteTarget,
  now: Date,
): Promise<{ favorited: boolean }> {
  const removed = await db
    .delete(favorites)
    .where(
      and(eq(favorites.uid, uid), eq(favorites.model, target.model), eq(favorites.recordId, target.recordId)),
    )
    .returning({ id: favorites.id });
  if (removed.length > 0) return { favorited: false };
  if (!target.title || !target.url)
    throw new Refusal(target.title ? ACCOUNT_MSG.favoriteUrlInvalid : ACCOUNT_MSG.favoriteTitleRequired);
  const [held] = await db.select({ n: count() }).from(favorites).where(eq(favorites.uid, uid));
  if ((held?.n ?? 0) >= FAVORITE_LIMITS.perMember) throw new Refusal(ACCOUNT_MSG.favoriteFull);
  await db
    .insert(favorites)
    .values({
      uid,
      model: target.model,
      recordId: target.recordId,
      title: target.title,
      url: target.url,
      createdAt: now,
    })
    .onConflictDoNothing();
  return { favorited: true };
}

export async function favoritesOf(
  db: Db,
  uid: number,
  opts: { page: number; pageSize: number; model?: FavoriteModel | null; record_id?: string },
): Promise<Paged<FavoriteItem>> {
  const where: SQL = and(
    eq(favorites.uid, uid),
    opts.model ? eq(favorites.model, opts.model) : undefined,
    opts.record_id ? eq(favorites.recordId, opts.record_id) : undefined,
  )!;
  const { rows, total } = await pageOf(
    db,
    favorites,
    where,
    [desc(favorites.createdAt), desc(favorites.id)],
    opts,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      model: r.model,
      record_id: r.recordId,
      title: r.title,
      url: r.url,
      created_at: r.createdAt.toISOString(),
    })),
    total: total,
    page: opts.page,
    pageSize: opts.pageSize,
  };
}
