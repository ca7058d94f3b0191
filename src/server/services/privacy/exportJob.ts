/**
 * 导出我的数据 in the background: a request is a `queued` row; a runner in the serving process claims one row at a
 * time (one conditional UPDATE, so two runners never build the same export), writes the ZIP under FILES_DIR/exports/
 * and marks it `ready` until RETENTION.exportDays have passed; then the hourly sweep removes the file (`expired`).
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { RETENTION } from '#lib/legal/retention.ts';
import { CHINA_OFFSET_MS, chinaToday } from '#lib/chinaTime.ts';
import { EXPORT_LIMITS, PRIVACY_MSG } from '#lib/privacy/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { dataExports, users } from '#server/db/schema/index.ts';
import { exportPathOfKey, writeAtomic } from '#server/services/files/storage.ts';
import { exportZip } from './exportData.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('data-export');

const DAY_MS = 86_400_000;
/** A claimed export not finished this long after it was asked for was lost with its process: it failed. */
const LOST_AFTER_MS = 30 * 60_000;

export type DataExportRow = typeof dataExports.$inferSelect;

/** Where an export's key lives under the files directory (storage's one rule for export keys); null for any other. */
export const exportPath = exportPathOfKey;

/** Record a request: one being prepared at a time, EXPORT_LIMITS.perDay a China day. */
export async function requestExport(db: Db, uid: number, now: Date): Promise<DataExportRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for('update');
    const dayStart = new Date(Date.parse(`${chinaToday(now)}T00:00:00Z`) - CHINA_OFFSET_MS);
    const mine = await t
      .select({ state: dataExports.state })
      .from(dataExports)
      .where(and(eq(dataExports.uid, uid), gte(dataExports.createdAt, dayStart)));
    const [queued] = await t
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.uid, uid), eq(dataExports.state, 'queued')))
      .limit(1);
    if (queued) throw new Refusal(PRIVACY_MSG.exportPending);
    if (mine.length >= EXPORT_LIMITS.perDay)
      throw new Refusal(PRIVACY_MSG.exportDailyLimit(EXPORT_LIMITS.perDay));
    const [row] = await t.insert(dataExports).values({ uid, createdAt: now }).returning();
    return row!;
  });
}

/** The member's exports, newest first (a week's worth is all a member can have asked for lately). */
export async function exportsOf(db: Db, uid: number): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.uid, uid))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(20);
}

/** Claim the oldest unclaimed request; null when there is none (or another runner took it first). */
async function claimOne(db: Db): Promise<DataExportRow | null> {
  const rows = await db
    .update(dataExports)
    .set({ claimed: 1 })
    .where(
      sql`${dataExports.id} = (select id from data_exports where state = 'queued' and claimed = 0 order by id limit 1)
        and ${dataExports.claimed} = 0`,
    )
    .returning();
  return rows[0] ?? null;
}

/** Build every waiting export, one at a time; answers how many were built. */
export async function runExports(db: Db, filesDir: string, now: () => Date): Promise<number> {
  let built = 0;
  for (let row = await claimOne(db); row; row = await claimOne(db)) {
    try {
      const [who] = await db
        .select({ uid: users.uid, mobile: users.mobile })
        .from(users)
        .where(eq(users.uid, row.uid));
      if (!who) throw new Error(`member ${row.uid} is gone`);
      const at = now();
      const bytes = await exportZip(db, who, at);
      const key = `exports/${randomBytes(16).toString('hex')}.zip`;
      await writeAtomic(exportPath(filesDir, key)!, bytes);
      await db
        .update(dataExports)
        .set({
          state: 'ready',
          fileKey: key,
          bytes: bytes.byteLength,
          readyAt: at,
          expiresAt: new Date(at.getTime() + RETENTION.exportDays * DAY_MS),
        })
        .where(eq(dataExports.id, row.id));
      built += 1;
    } catch (err) {
      log.error({ err }, 'export failed');
      await db
        .update(dataExports)
        .set({ state: 'failed', error: String(err).slice(0, 500) })
        .where(eq(dataExports.id, row.id));
    }
  }
  return built;
}

/** Remove the files of exports past their time (and mark lost builds failed): part of the hourly sweep. */
export async function expireExports(db: Db, filesDir: string, now: Date): Promise<number> {
  const old = await db
    .select({ id: dataExports.id, key: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.state, 'ready'), lte(dataExports.expiresAt, now)));
  if (old.length) {
    await db
      .update(dataExports)
      .set({ state: 'expired', fileKey: null })
      .where(
        and(
          inArray(
            dataExports.id,
            old.map((o) => o.id),
          ),
          eq(dataExports.state, 'ready'),
        ),
      );
    await removeExportFiles(
      filesDir,
      old.flatMap((o) => (o.key ? [o.key] : [])),
    );
  }
  await db
    .update(dataExports)
    .set({ state: 'failed', error: 'lost' })
    .where(
      and(
        eq(dataExports.state, 'queued'),
        eq(dataExports.claimed, 1),
        lte(dataExports.createdAt, new Date(now.getTime() - LOST_AFTER_MS)),
      ),
    );
  return old.length;
}

/** Remove files by key (after an expiry or a closed account). */
export async function removeExportFiles(filesDir: string, keys: string[]): Promise<void> {
  for (const key of keys) {
    const path = exportPath(filesDir, key);
    if (path) await rm(path, { force: true });
  }
}
