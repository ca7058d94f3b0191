/** The import records as editors read them: one import's status and progress, and the list of past imports. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { imports } from '#server/db/schema/index.ts';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { IMPORT_LIMITS, IMPORT_STATUS } from '#lib/imports/model.ts';
import { offsetOf, paged, type PageInput } from '#server/db/paging.ts';
import { progressBoard, type ImportProgress } from './progress.ts';

type Record = typeof imports.$inferSelect;

/**
 * A record left running by a process that stopped (its transaction rolled back, nothing written): not running here
 * and no heartbeat for `lostAfterMs`. Another live process's import shows running, with the progress it saved.
 */
function isLost(r: Record, live: ImportProgress | undefined, now: Date): boolean {
  if (r.status !== IMPORT_STATUS.running || live) return false;
  const beat = r.heartbeatAt ?? r.startedAt;
  return now.getTime() - beat.getTime() > IMPORT_LIMITS.lostAfterMs;
}

function view(r: Record, live: ImportProgress | undefined, now: Date) {
  const lost = isLost(r, live, now);
  return {
    id: r.id,
    family: r.family,
    file_name: r.fileName,
    size: r.size,
    by_uid: r.byUid,
    mode: r.mode,
    status: lost ? IMPORT_STATUS.failed : r.status,
    phase: live?.phase ?? null,
    message: lost ? IMPORT_MSG.interrupted : r.message,
    rows_total: live?.rowsTotal ?? r.rowsTotal,
    rows_done: live?.rowsDone ?? r.rowsDone,
    rows_written: live?.rowsWritten ?? r.inserted + r.updated,
    rows_good: r.rowsGood,
    rows_bad: live?.rowsBad ?? r.rowsBad,
    inserted: r.inserted,
    updated: r.updated,
    problems: r.problems,
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}
export type ImportView = ReturnType<typeof view>;

export async function importStatus(db: Db, id: number, now: Date): Promise<ImportView | null> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row ? view(row, progressBoard(db).get(id), now) : null;
}

/** Newest first; the list leaves out the bad rows (the status call gives them). */
export async function importList(
  db: Db,
  filter: { family?: string; byUid?: number },
  p: PageInput,
  now: Date,
) {
  const parts: SQL[] = filter.family ? [eq(imports.family, filter.family)] : [];
  if (filter.byUid !== undefined) parts.push(eq(imports.byUid, filter.byUid));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(imports).where(where).orderBy(desc(imports.id)).limit(p.pageSize).offset(offsetOf(p)),
    db.select({ n: count() }).from(imports).where(where),
  ]);
  const board = progressBoard(db);
  return paged(
    rows.map((r) => {
      const { problems: _, ...rest } = view(r, board.get(r.id), now);
      return rest;
    }),
    total?.n ?? 0,
    p,
  );
}
