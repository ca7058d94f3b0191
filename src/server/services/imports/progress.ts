/**
 * Where a running import is, readable while its write transaction holds the embedded database (every other query
 * waits then): kept beside the database handle, one map per database, and also saved to the record per chunk.
 */
import type { Db } from '#server/db/client.ts';

export interface ImportProgress {
  /** 'reading' the file, 'checking' rows, 'writing' the good ones. */
  phase: 'reading' | 'checking' | 'writing';
  rowsTotal: number;
  rowsDone: number;
  /** Good rows written so far (of rows_good). */
  rowsWritten: number;
  rowsBad: number;
}

const running = new WeakMap<Db, Map<number, ImportProgress>>();

export function progressBoard(db: Db): Map<number, ImportProgress> {
  let board = running.get(db);
  if (!board) running.set(db, (board = new Map()));
  return board;
}
