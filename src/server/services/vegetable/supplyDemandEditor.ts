/** Editors' view of the posts (/api/admin/supplyDemand/*): every post with its owner, and hiding an abusive one. */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { chinaToday } from '#lib/chinaTime.ts';
import type { Paged } from '#lib/paging.ts';
import type { SupplyDemandAdminPost } from '#lib/vegetable/types.ts';
import type { Db } from '#server/db/client.ts';
import { users, vegetableProducts, vegetableSupplyDemand as post } from '#server/db/schema/index.ts';
import { offsetOf } from '#server/db/paging.ts';
import { postColumns, productJoin, toPost } from './supplyDemandRows.ts';

export interface EditorListQuery {
  page: number;
  pageSize: number;
  kind?: string;
  hidden?: boolean;
}

export async function editorPostList(
  db: Db,
  q: EditorListQuery,
  editorUid: number,
  now: Date,
): Promise<Paged<SupplyDemandAdminPost>> {
  const where = and(
    q.kind ? eq(post.kind, q.kind) : undefined,
    q.hidden === undefined ? undefined : q.hidden ? isNotNull(post.hiddenAt) : isNull(post.hiddenAt),
  );
  const rows = await db
    .select({
      ...postColumns,
      nickname: users.nickname,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(post)
    .innerJoin(vegetableProducts, productJoin)
    .innerJoin(users, eq(users.uid, post.ownerUid))
    .where(where)
    .orderBy(desc(post.createdAt), desc(post.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  // Editors see the contacts (they judge abuse by them); `mine` is about the owner, never the editor.
  const viewer = { uid: editorUid, today: chinaToday(now) };
  const list = rows.map((r) => ({
    ...toPost(r, viewer),
    owner_uid: r.ownerUid,
    owner_nickname: r.nickname ?? '',
    hidden_at: r.hiddenAt?.toISOString() ?? null,
  }));
  return { list, total: rows[0]?.total ?? 0, page: q.page, pageSize: q.pageSize };
}

/** Hide (or show again) a post; false when there is no such post. The owner's open/closed choice is kept. */
export async function setHidden(
  db: Db,
  id: number,
  hidden: boolean,
  editorUid: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(post)
    .set(
      hidden
        ? { hiddenAt: now, hiddenBy: editorUid, updatedAt: now }
        : { hiddenAt: null, hiddenBy: null, updatedAt: now },
    )
    .where(eq(post.id, id))
    .returning({ id: post.id });
  return rows.length > 0;
}
