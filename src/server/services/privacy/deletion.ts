/**
 * 注销账号 requests: a member asks (re-verified by password or SMS code), may withdraw during DELETION.coolingOffDays,
 * and the daily job carries out every request that is due (`closeAccount.ts`). One pending request per member.
 */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { maskMobile } from '#lib/accounts/profile.ts';
import { DELETION } from '#lib/legal/retention.ts';
import { PRIVACY_MSG } from '#lib/privacy/messages.ts';
import type { AdminDeletionItem, DeletionAnswer } from '#lib/privacy/types.ts';
import type { Paged } from '#lib/paging.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Deps } from '#server/core/deps.ts';
import type { Db } from '#server/db/client.ts';
import { accountDeletions, users } from '#server/db/schema/index.ts';
import { offsetOf } from '#server/db/paging.ts';
import { closeUnpaidOf } from '#server/services/order/end.ts';
import { closeAccount } from './closeAccount.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('account-deletion');

const DAY_MS = 86_400_000;

/** Re-verifications (password or SMS code) a member may try per hour before a request is refused. */
export const DELETION_VERIFY_LIMIT = { name: 'deletionverify:uid', max: 10, windowS: 3600 } as const;

export type DeletionRow = typeof accountDeletions.$inferSelect;

export async function pendingDeletion(db: Db, uid: number): Promise<DeletionRow | null> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.uid, uid), eq(accountDeletions.state, 'pending')))
    .limit(1);
  return row ?? null;
}

export async function deletionOf(
  db: Db,
  user: { uid: number; passwordHash: string | null; mobile: string | null },
): Promise<DeletionAnswer> {
  const row = await pendingDeletion(db, user.uid);
  return {
    pending: row
      ? { id: row.id, requested_at: row.requestedAt.toISOString(), due_at: row.dueAt.toISOString() }
      : null,
    has_password: Boolean(user.passwordHash),
    has_mobile: Boolean(user.mobile),
    mobile: maskMobile(user.mobile),
  };
}

/** Record a request due after the cooling-off period; the caller has re-verified the member. */
export async function requestDeletion(db: Db, uid: number, reason: string, now: Date): Promise<DeletionRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The account row, locked: two requests at once wait for each other, and the second sees the first.
    await t.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for('update');
    if (await pendingDeletion(t, uid)) throw new Refusal(PRIVACY_MSG.deletionPending);
    const [row] = await t
      .insert(accountDeletions)
      .values({
        uid,
        reason,
        requestedAt: now,
        dueAt: new Date(now.getTime() + DELETION.coolingOffDays * DAY_MS),
      })
      .returning();
    return row!;
  });
}

export async function withdrawDeletion(db: Db, uid: number, now: Date): Promise<void> {
  const done = await db
    .update(accountDeletions)
    .set({ state: 'withdrawn', withdrawnAt: now })
    .where(and(eq(accountDeletions.uid, uid), eq(accountDeletions.state, 'pending')))
    .returning({ id: accountDeletions.id });
  if (!done.length) throw new Refusal(PRIVACY_MSG.deletionNone);
}

/**
 * Carry out every pending request whose due time has passed, each account closed in its own transaction with its
 * request marked done (a withdrawal or another runner first leaves it alone), its unpaid orders closed first.
 * Returns the uids closed and the export
 * files to remove.
 */
export async function carryOutDueDeletions(
  deps: Deps,
  now: Date,
): Promise<{ uids: number[]; files: string[] }> {
  const { db } = deps;
  const due = await db
    .select({ id: accountDeletions.id, uid: accountDeletions.uid })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.state, 'pending'), lte(accountDeletions.dueAt, now)))
    .orderBy(asc(accountDeletions.dueAt));
  const uids: number[] = [];
  const files: string[] = [];
  for (const d of due) {
    try {
      await closeUnpaidOf(deps, d.uid);
    } catch (err) {
      // A channel that cannot be reached now: the account is closed at the next run, its orders settled first.
      log.warn({ err, uid: d.uid }, 'could not close the orders');
      continue;
    }
    const closed = await closeAccount(db, d.uid, now, d.id);
    if (!closed) continue;
    uids.push(d.uid);
    files.push(...closed.files);
  }
  return { uids, files };
}

/** /admin: requests, pending ones first by due date, with the member's name while the account exists. */
export async function deletionList(
  db: Db,
  q: { page: number; pageSize: number; status?: string },
): Promise<Paged<AdminDeletionItem>> {
  const rows = await db
    .select({
      d: accountDeletions,
      account: users.account,
      mobile: users.mobile,
      nickname: users.nickname,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(accountDeletions)
    .leftJoin(users, eq(users.uid, accountDeletions.uid))
    .where(q.status ? eq(accountDeletions.state, q.status) : undefined)
    .orderBy(
      sql`case when ${accountDeletions.state} = 'pending' then 0 else 1 end`,
      asc(accountDeletions.dueAt),
      desc(accountDeletions.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return {
    list: rows.map((r) => ({
      id: r.d.id,
      uid: r.d.uid,
      member: r.account || r.mobile || r.nickname || PRIVACY_MSG.closedNickname,
      state: r.d.state,
      reason: r.d.reason,
      requested_at: r.d.requestedAt.toISOString(),
      due_at: r.d.dueAt.toISOString(),
      done_at: r.d.doneAt?.toISOString() ?? null,
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
