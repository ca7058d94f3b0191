/**
 * One import from bytes to rows: read the file, map its header, check every row with the family's schema, then
 * write the good rows in one transaction (or none, as the editor chose; the families log their content events in it,
 * and their commit tells the publisher and the public cache) and refresh the planner's statistics. Progress is
 * reported per chunk of rows.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { imports, type ImportProblem } from '#server/db/schema/index.ts';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { IMPORT_LIMITS, IMPORT_STATUS, type ImportMode, type ImportStatus } from '#lib/imports/model.ts';
import { analyze } from '#server/services/search/analyze.ts';
import { checkRow } from './checkRow.ts';
import type { ImportActor, ImportFamily } from './family.ts';
import { mapHeader } from './headerMap.ts';
import { widenedRows } from './widen.ts';
import { progressBoard, type ImportProgress } from './progress.ts';
import { readTable, type SourceRow } from './readTable.ts';
import { FileRefused } from '#server/services/untrusted/table.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('import');

export interface ImportJob {
  id: number;
  family: ImportFamily;
  bytes: Uint8Array;
  mode: ImportMode;
  uid: number;
  /** The uploader's role, as the upload call found it. */
  role: string;
  now: () => Date;
}

interface Outcome {
  status: ImportStatus;
  message?: string;
  rowsGood?: number;
  inserted?: number;
  updated?: number;
  problems?: ImportProblem[];
}

const refused = (message: string): Outcome => ({ status: IMPORT_STATUS.refused, message });

/** Let other requests in (a status call) between chunks: parsing and checking are otherwise one long run. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Progress per chunk, with the heartbeat that tells every process this import is alive (records.ts). */
const save = (db: Db, job: ImportJob, p: ImportProgress) =>
  db
    .update(imports)
    .set({ rowsTotal: p.rowsTotal, rowsDone: p.rowsDone, rowsBad: p.rowsBad, heartbeatAt: job.now() })
    .where(eq(imports.id, job.id));

/**
 * The heartbeat between chunks (a long write transaction, statistics): written on the pool, never awaited, so on
 * PostgreSQL other processes see it during the write and on the embedded database it simply waits for the commit.
 */
function heartbeat(db: Db, job: ImportJob): () => void {
  const timer = setInterval(() => {
    db.update(imports)
      .set({ heartbeatAt: job.now() })
      .where(eq(imports.id, job.id))
      .catch((err: unknown) => log.error({ err, importId: job.id }, 'heartbeat not written'));
  }, IMPORT_LIMITS.heartbeatMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function check(db: Db, job: ImportJob, p: ImportProgress): Promise<Outcome> {
  const table = readTable(job.bytes);
  if ('refusal' in table) return refused(table.refusal);
  const source: SourceRow[] = [];
  let header: SourceRow | undefined;
  for await (const row of table) {
    if (!header) header = row;
    else source.push(row);
    if (source.length > IMPORT_LIMITS.maxRows) return refused(IMPORT_MSG.tooManyRows(IMPORT_LIMITS.maxRows));
    if (source.length % IMPORT_LIMITS.chunkRows === 0) {
      p.rowsTotal = source.length;
      await yieldTurn();
    }
  }
  if (!header || !source.length) return refused(IMPORT_MSG.noRows);
  const wide = job.family.wide ? widenedRows(job.family.wide, header, source) : null;
  if (wide) {
    // A wide file's cells become rows: the row limit counts them, as it would the same file in the long layout.
    if (wide.rows.length > IMPORT_LIMITS.maxRows)
      return refused(IMPORT_MSG.tooManyRows(IMPORT_LIMITS.maxRows));
    if (!wide.rows.length) return refused(IMPORT_MSG.noRows);
    header = wide.header;
    source.length = 0;
    for (const r of wide.rows) source.push(r);
  }
  const map = mapHeader(job.family, header.cells);
  if (!(map instanceof Map)) return refused(map.refusal);

  const by: ImportActor = { uid: job.uid, role: job.role, now: job.now() };
  const own = job.family.prepare ? await job.family.prepare(db, by) : null;

  p.phase = 'checking';
  p.rowsTotal = source.length;
  const good: unknown[] = [];
  const problems: ImportProblem[] = [];
  const keyLines = new Map<string, number>();
  const keyColumn =
    job.family.columns.find((c) => c.field === job.family.keyField)?.header ?? job.family.keyField;
  const bad = (found: ImportProblem[]) => {
    p.rowsBad++;
    problems.push(...found.slice(0, IMPORT_LIMITS.problemsKept - problems.length));
  };
  let checkedRows = 0;
  for (let start = 0; start < source.length; start += IMPORT_LIMITS.chunkRows) {
    for (const row of source.slice(start, start + IMPORT_LIMITS.chunkRows)) {
      if (++checkedRows % IMPORT_LIMITS.turnRows === 0) await yieldTurn();
      const checked = checkRow(job.family, map, row);
      if ('problems' in checked) {
        bad(checked.problems);
        continue;
      }
      const resolved = own ? own(checked.row) : checked;
      if (!('row' in resolved)) {
        const column = job.family.columns.find((c) => c.field === resolved.field)?.header ?? resolved.field;
        bad([{ line: row.line, column, reason: resolved.reason }]);
        continue;
      }
      checked.row = resolved.row;
      const key = job.family.keyOf(checked.row);
      const first = keyLines.get(key);
      if (first !== undefined) {
        bad([{ line: row.line, column: keyColumn, reason: IMPORT_MSG.duplicateKey(first) }]);
        continue;
      }
      keyLines.set(key, row.line);
      good.push(checked.row);
    }
    p.rowsDone = Math.min(start + IMPORT_LIMITS.chunkRows, source.length);
    // Saved outside any transaction: another process (or an editor's page) reads it while this one works.
    await save(db, job, p);
    await yieldTurn();
  }

  if (p.rowsBad && job.mode === 'all_or_nothing') {
    return { ...refused(IMPORT_MSG.refusedBadRows(p.rowsBad)), rowsGood: good.length, problems };
  }
  if (!good.length) return { status: IMPORT_STATUS.done, rowsGood: 0, inserted: 0, updated: 0, problems };

  p.phase = 'writing';
  let inserted = 0;
  let updated = 0;
  // One transaction: a failure at any chunk leaves the tables as they were.
  await db.transaction(async (tx) => {
    for (let start = 0; start < good.length; start += IMPORT_LIMITS.writeRows) {
      const chunk = good.slice(start, start + IMPORT_LIMITS.writeRows);
      const n = await job.family.write(tx as unknown as Db, chunk as Record<string, unknown>[], by);
      inserted += n.inserted;
      updated += n.updated;
      p.rowsWritten += chunk.length;
      // On PostgreSQL a status call reads this between chunks; the embedded database holds other queries until commit.
      await yieldTurn();
    }
    await job.family.finish?.(tx as unknown as Db, good as Record<string, unknown>[], by);
  });
  return { status: IMPORT_STATUS.done, rowsGood: good.length, inserted, updated, problems };
}

/** Runs to the end whatever happens: the record says done, refused or failed, never stays running. */
export async function runImport(db: Db, job: ImportJob): Promise<void> {
  const board = progressBoard(db);
  const p: ImportProgress = { phase: 'reading', rowsTotal: 0, rowsDone: 0, rowsWritten: 0, rowsBad: 0 };
  board.set(job.id, p);
  const stopBeating = heartbeat(db, job);
  let outcome: Outcome;
  try {
    outcome = await check(db, job, p);
  } catch (err) {
    // The untrusted-file worker refused the file (a limit, a zip whose parts are not what its directory says).
    if (err instanceof FileRefused) outcome = refused(err.message);
    else {
      log.error({ err, importId: job.id }, 'import failed');
      outcome = {
        status: IMPORT_STATUS.failed,
        message: p.phase === 'writing' ? IMPORT_MSG.writeFailed : IMPORT_MSG.fileUnreadable,
      };
    }
  }
  try {
    const written = (outcome.inserted ?? 0) + (outcome.updated ?? 0);
    // Fresh statistics for many new rows (CONTRIBUTING: "A data import").
    if (written >= IMPORT_LIMITS.analyzeRows) await analyze(db, job.family.tables);
  } finally {
    // The heartbeat stops even if this last write fails: the record then reads lost, not running for ever.
    await closeRecord().finally(() => {
      stopBeating();
      board.delete(job.id);
    });
  }

  function closeRecord() {
    return db
      .update(imports)
      .set({
        status: outcome.status,
        message: outcome.message ?? '',
        rowsTotal: p.rowsTotal,
        rowsDone: p.rowsDone,
        rowsBad: p.rowsBad,
        rowsGood: outcome.rowsGood ?? 0,
        inserted: outcome.inserted ?? 0,
        updated: outcome.updated ?? 0,
        problems: outcome.problems ?? [],
        finishedAt: job.now(),
      })
      .where(eq(imports.id, job.id));
  }
}
