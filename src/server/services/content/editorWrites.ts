/** The editor writes every publishable family shares: create as a draft, update the fields given, list, read. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import type { ContentScope } from '#server/db/schema/index.ts';
import { CONTENT_STATUS } from '#lib/content/model.ts';
import type { PageEntity } from './events.ts';
import { noteEdit, type Actor } from './lifecycle.ts';
import { offsetOf, paged, type PageInput } from '#server/db/paging.ts';

/** A table with the publishing columns (`publishing()` in the schema) and a serial id. */
export type PublishableTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  updatedAt: PgColumn;
};

type Row<T extends PublishableTable> = T['$inferInsert'];

/** What one family tells the shared writes; every other step is the same for all. */
export interface EditorFamily<T extends PublishableTable, Input, View, Filters = { status?: string }> {
  entity: PageEntity;
  table: T;
  /** The columns a payload changes: only the fields it carries. */
  changesOf: (input: Input) => Partial<Row<T>>;
  /** Columns a new row starts with; the payload's changes come after them. */
  defaults?: (by: Actor) => Partial<Row<T>>;
  /** Rows hanging off the record (tags, sub-sections), written after it on create and update. */
  writeParts?: (db: Db, id: number, input: Input) => Promise<void>;
  /** Where the record showed before an update, when the rebuild needs the old place (articles' lists). */
  scopeBefore?: (db: Db, id: number) => Promise<ContentScope | null>;
  /** The editor's view of one record, any status. */
  read: (db: Db, id: number) => Promise<View | null>;
  /** The list's columns (dates come back as ISO text) and its filters besides paging. */
  listColumns: Record<string, PgColumn>;
  listWhere: (filters: Filters) => SQL[];
}

/** Dates as ISO text, everything else as it is. */
const isoDates = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

export function editorWrites<T extends PublishableTable, Input, View, Filters = { status?: string }>(
  family: EditorFamily<T, Input, View, Filters>,
) {
  const { table } = family;

  return {
    read: family.read,

    async create(db: Db, input: Input & { title: string }, by: Actor): Promise<View | null> {
      const values = {
        ...family.defaults?.(by),
        ...family.changesOf(input),
        title: input.title,
        status: CONTENT_STATUS.draft,
        createdBy: by.uid,
        createdAt: by.now,
        updatedAt: by.now,
      };
      // Drizzle types values per concrete table; the generic table takes them through `never`.
      const [row] = (await db
        .insert(table)
        .values(values as never)
        .returning({ id: table.id })) as { id: number }[];
      await family.writeParts?.(db, row!.id, input);
      return family.read(db, row!.id);
    },

    /**
     * null when the record does not exist. A published record's edit is logged for the rebuild in the same
     * transaction: an edit is never live without its event, nor an event logged for an edit that rolled back.
     */
    async update(db: Db, id: number, input: Input, by: Actor): Promise<View | null> {
      const found = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = (await family.scopeBefore?.(tx, id)) ?? null;
        const [row] = (await tx
          .update(table)
          .set({ ...family.changesOf(input), updatedAt: by.now } as never)
          .where(eq(table.id, id))
          .returning({ id: table.id, status: table.status })) as { id: number; status: string }[];
        if (!row) return false;
        await family.writeParts?.(tx, id, input);
        await noteEdit(tx, family.entity, id, row.status, by, before);
        return true;
      });
      return found ? family.read(db, id) : null;
    },

    /** Newest edits first. */
    async list(db: Db, filters: Filters, p: PageInput) {
      const parts = family.listWhere(filters);
      const where = parts.length ? and(...parts) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(family.listColumns)
          .from(table as PgTable)
          .where(where)
          .orderBy(desc(table.updatedAt), desc(table.id))
          .limit(p.pageSize)
          .offset(offsetOf(p)),
        db
          .select({ n: count() })
          .from(table as PgTable)
          .where(where),
      ]);
      return paged(
        rows.map((r) => isoDates(r as Record<string, unknown>)),
        total?.n ?? 0,
        p,
      );
    },
  };
}

export type EditorWrites<Input, View, Filters = { status?: string }> = ReturnType<
  typeof editorWrites<PublishableTable, Input, View, Filters>
>;
