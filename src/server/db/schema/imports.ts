/** Data imports: one record per uploaded file, whatever the family (CONTRIBUTING: "A data import"). */
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One bad row as the operator sees it: the line in the file (header = 1), the column's header, the reason. */
export interface ImportProblem {
  line: number;
  column: string;
  reason: string;
}

export const imports = pgTable(
  'imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    family: varchar('family', { length: 32 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    size: integer('size').notNull(),
    byUid: integer('by_uid').notNull(),
    /** 'all_or_nothing' | 'good_rows' */
    mode: varchar('mode', { length: 16 }).notNull(),
    /** 'running' | 'done' | 'failed' | 'refused' */
    status: varchar('status', { length: 16 }).notNull(),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsGood: integer('rows_good').notNull().default(0),
    rowsBad: integer('rows_bad').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    /** The first bad rows (at most IMPORT_LIMITS.problemsKept), in file order. */
    problems: jsonb('problems').$type<ImportProblem[]>().notNull().default([]),
    /** Why a whole file was refused or failed (a missing column, an unreadable file). */
    message: varchar('message', { length: 500 }).notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Written by the importing process at the start, per chunk and every few seconds: a record left running without one lately was lost with its process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_started_idx').on(t.startedAt),
    index('imports_family_idx').on(t.family, t.startedAt),
  ],
);
