/**
 * The export's allowance and log: a member's cells are summed over the China day (`#lib/chinaTime.ts`) from
 * industry_exports, and a token's cells are charged when it is issued (one charge per token), under a per-member lock.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { chinaToday } from '#lib/chinaTime.ts';
import { EXPORT_LIMITS } from '#lib/industry/limits.ts';
import { INDUSTRY_EXPORT_MSG } from '#lib/industry/messages.ts';
import type { ExportAllowance } from '#lib/industry/types.ts';
import type { Db } from '#server/db/client.ts';
import { Refusal } from '#server/core/refusal.ts';
import { industryExports } from '#server/db/schema/index.ts';
import type { UserRow } from '#server/services/accounts/session.ts';
import { vipActive } from '#server/services/files/access.ts';

const e = industryExports;

/** Midnight of today in China as an instant. */
export const chinaDayStart = (now: Date): Date => new Date(`${chinaToday(now)}T00:00:00+08:00`);

async function usedToday(db: Db, uid: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${e.cells}), 0)::int` })
    .from(e)
    .where(and(eq(e.uid, uid), gte(e.createdAt, chinaDayStart(now))));
  return row?.used ?? 0;
}

export async function allowanceOf(db: Db, user: UserRow | null, now: Date): Promise<ExportAllowance> {
  if (!user) return { role: 'visitor', limit: 0, used: 0, remaining: 0 };
  const used = await usedToday(db, user.uid, now);
  if (vipActive(user, now)) return { role: 'vip', limit: null, used, remaining: null };
  const limit = EXPORT_LIMITS.memberCellsPerDay;
  return { role: 'member', limit, used, remaining: Math.max(0, limit - used) };
}

/** Check the asker may export `cells` now and record it (the charge); answers the record's id and the new allowance. */
export async function chargeExport(
  db: Db,
  user: UserRow,
  search: string,
  cells: number,
  now: Date,
): Promise<{ id: number; allowance: ExportAllowance }> {
  if (cells > EXPORT_LIMITS.maxCells) throw new Refusal(INDUSTRY_EXPORT_MSG.tooManyCells(cells));
  const id = await db.transaction(async (tx) => {
    // One member's tokens in turn: two at once cannot both pass the day's remaining cells.
    await tx.execute(sql`select pg_advisory_xact_lock(${0x69657870}::int, ${user.uid}::int)`);
    const before = await allowanceOf(tx, user, now);
    if (before.remaining !== null && cells > before.remaining)
      throw new Refusal(INDUSTRY_EXPORT_MSG.overDaily(cells, before.remaining));
    const [row] = await tx
      .insert(e)
      .values({ uid: user.uid, search, cells, createdAt: now })
      .returning({ id: e.id });
    return row!.id;
  });
  return { id, allowance: await allowanceOf(db, user, now) };
}

/** The record a token names, if it is the member's; the first download's time is kept. */
export async function exportRecord(db: Db, id: number, uid: number, now: Date) {
  const [row] = await db
    .select()
    .from(e)
    .where(and(eq(e.id, id), eq(e.uid, uid)));
  if (!row) return null;
  if (!row.downloadedAt) await db.update(e).set({ downloadedAt: now }).where(eq(e.id, id));
  return row;
}
