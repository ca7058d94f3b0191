/** What a data family declares to be imported; the pipeline does the rest (CONTRIBUTING: "A data import"). */
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { Actor } from '#server/services/content/lifecycle.ts';
import type { WideLayout } from './widen.ts';

/** The uploader as a family's `prepare` sees them: their role comes with the upload, not read again. */
export interface ImportActor extends Actor {
  role: string;
}

/** A row's problem found beyond its schema (an unknown name, a market the uploader may not write). */
export interface RowProblem {
  field: string;
  reason: string;
}

/** A row after the family's own checks: the row to write (names resolved), or why not. */
export type RowCheck<Row> = (row: Row) => { row: Row } | RowProblem;

export interface ImportColumn {
  /** The row schema's field. */
  field: string;
  /** The template's header, and the column named in a bad row's report. */
  header: string;
  /** Other headers operators' files use for it (English, older exports). */
  aliases: readonly string[];
  /** The template's example row. */
  example: string | number;
  /** A file without this column is refused as a whole. */
  required?: boolean;
}

export interface ImportFamily<Row = Record<string, unknown>> {
  key: string;
  /** Chinese name shown to the operator. */
  label: string;
  columns: readonly ImportColumn[];
  /** The same zod schema the family's API validates with: one rule, one Chinese message. */
  rowSchema: z.ZodType<Row>;
  /** The natural key of a row (the upsert key): two rows of one file with the same key are refused. */
  keyOf: (row: Row) => string;
  /** The field named in a duplicate-key report. */
  keyField: string;
  /**
   * Upsert the rows on their natural key inside the import's transaction, and log the content events of what is
   * public (so the rebuild and the public cache see it).
   */
  write: (tx: Db, rows: Row[], by: Actor) => Promise<{ inserted: number; updated: number }>;
  /**
   * Optional: checks that need the database or the uploader (names to ids, a reporter's own market), loaded once
   * before the rows are checked; each row that passed the schema goes through the answer.
   */
  prepare?: (db: Db, by: ImportActor) => Promise<RowCheck<Row>>;
  /** Optional: once, inside the write's transaction after every chunk (derived data, one content event). */
  finish?: (tx: Db, rows: Row[], by: Actor) => Promise<void>;
  /** The tables the write changes: their planner statistics are refreshed after the import. */
  tables: readonly string[];
  /** Optional: a wide file (a column per period) is read as the long layout's rows (widen.ts). */
  wide?: WideLayout;
  /** Market reporters may upload this family too (their rows are checked by `prepare`); else editors only. */
  reporters?: boolean;
}
