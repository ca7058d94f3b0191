/** The messages between the serving thread (pool.ts) and an untrusted-file worker (worker.ts): one job per worker. */
import type { SourceRow } from '#server/services/imports/readTable.ts';

/** What a worker is asked to read; each kind has its limits in UNTRUSTED_LIMITS. */
export type JobKind = 'table' | 'pdf' | 'preview' | 'image';

export interface JobRequest {
  kind: JobKind;
  bytes: Uint8Array;
  /** A preview's pages and title (kind 'preview'). */
  preview?: { pages: number };
}

/** The serving thread's answer to a chunk of rows: send the next one. */
export const MORE = 'more';

export type JobMessage =
  /** A table's rows, a chunk at a time, so the serving thread never takes a whole file's rows in one message. */
  | { type: 'rows'; rows: SourceRow[] }
  | { type: 'done'; result: unknown }
  /** The file is not acceptable, in the family's Chinese words. */
  | { type: 'refused'; message: string }
  /** The reader threw (a broken file): the text is for the log only. */
  | { type: 'failed'; error: string };
