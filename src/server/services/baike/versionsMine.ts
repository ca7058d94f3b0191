/** getMyBaike: a member's versions, newest first, with how many are in each state. */
import { and, count, desc, eq } from 'drizzle-orm';
import { baikeEntryHref } from '#lib/baike/href.ts';
import { BAIKE_STATE_LABEL, BAIKE_STATES, type BaikeState } from '#lib/baike/states.ts';
import type { MyBaikeAnswer } from '#lib/baike/types.ts';
import type { Db } from '#server/db/client.ts';
import { baikeEntries, baikeVersions } from '#server/db/schema/index.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export async function myBaike(
  db: Db,
  uid: number,
  q: { state?: string; page: number; pageSize: number },
): Promise<MyBaikeAnswer> {
  const mine = eq(baikeVersions.authorId, uid);
  const where = q.state ? and(mine, eq(baikeVersions.state, q.state)) : mine;
  const [rows, perState] = await Promise.all([
    db
      .select({
        v: baikeVersions,
        entryStatus: baikeEntries.status,
      })
      .from(baikeVersions)
      .innerJoin(baikeEntries, eq(baikeEntries.id, baikeVersions.entryId))
      .where(where)
      .orderBy(desc(baikeVersions.updatedAt), desc(baikeVersions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ state: baikeVersions.state, n: count() })
      .from(baikeVersions)
      .where(mine)
      .groupBy(baikeVersions.state),
  ]);
  const counts = Object.fromEntries(BAIKE_STATES.map((s) => [s, 0])) as Record<BaikeState, number>;
  for (const r of perState) if (r.state in counts) counts[r.state as BaikeState] = r.n;
  return {
    list: rows.map(({ v, entryStatus }) => ({
      version_id: v.id,
      entry_id: v.entryId,
      title: v.title,
      qualifier: v.qualifier,
      state: v.state as BaikeState,
      state_label: BAIKE_STATE_LABEL[v.state as BaikeState] ?? v.state,
      reason: v.state === 'refused' ? v.reason : '',
      note: v.note,
      is_new: v.baseVersionId === null,
      entry_href: entryStatus === 'published' ? baikeEntryHref(v.entryId) : null,
      updated_at: v.updatedAt.toISOString(),
      submitted_at: iso(v.submittedAt),
      reviewed_at: iso(v.reviewedAt),
    })),
    total: q.state ? (counts[q.state as BaikeState] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0),
    page: q.page,
    pageSize: q.pageSize,
    counts,
  };
}
