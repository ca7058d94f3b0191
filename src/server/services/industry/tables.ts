/**
 * Editors' published tables (getTableList, /admin → 数据检索表格): a title, a description and a query, kept in its
 * address form. Each write logs an `industry` content event, so the cached list drops with the store's tag.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { INDUSTRY_TABLE_MSG } from '#lib/industry/messages.ts';
import { queryFromSearch, querySearch, type IndustryQuery } from '#lib/industry/query.ts';
import type { EditorTable } from '#lib/industry/editorTables.ts';
import type { PublishedTable } from '#lib/industry/types.ts';
import type { TableSaveInput } from '#lib/industry/validators.ts';
import { industryQuerySchema } from '#lib/industry/validators.ts';
import type { Db } from '#server/db/client.ts';
import { Refusal } from '#server/core/refusal.ts';
import { industryTables } from '#server/db/schema/index.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvent } from '#server/services/content/events.ts';
import { resolveQuery } from './query.ts';
import { summaryOf } from './summary.ts';

const t = industryTables;

/** A pasted link (`https://…/data/retrieval?i=…`, `/data/retrieval?…`, `?i=…` or `i=…`) as a checked query. */
export async function queryOfLink(db: Db, link: string): Promise<IndustryQuery> {
  const search = link.includes('?') ? link.slice(link.indexOf('?') + 1).split('#')[0]! : link;
  const read = queryFromSearch(search);
  const parsed = read && industryQuerySchema.safeParse(read);
  if (!parsed?.success) throw new Refusal(INDUSTRY_TABLE_MSG.badLink);
  await resolveQuery(db, parsed.data);
  return parsed.data;
}

async function publishedOf(db: Db, row: typeof t.$inferSelect): Promise<PublishedTable | null> {
  const query = queryFromSearch(row.search);
  if (!query) return null;
  try {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      query,
      summary: summaryOf(await resolveQuery(db, query)),
      updatedAt: row.updatedAt.toISOString(),
    };
  } catch (err) {
    // A table whose indicator left the catalogue is not shown (the editor sees it in /admin and fixes it).
    if (err instanceof Refusal) return null;
    throw err;
  }
}

/** The public list, in the editors' order of creation. */
export async function publishedTables(db: Db): Promise<PublishedTable[]> {
  const rows = await db.select().from(t).orderBy(asc(t.id));
  return (await Promise.all(rows.map((r) => publishedOf(db, r)))).filter((x): x is PublishedTable => !!x);
}

export async function editorTables(db: Db): Promise<EditorTable[]> {
  const rows = await db.select().from(t).orderBy(desc(t.updatedAt), desc(t.id));
  return Promise.all(
    rows.map(async (r) => {
      const p = await publishedOf(db, r);
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        link: `/data/retrieval?${r.search}`,
        summary: p?.summary ?? '',
        updatedAt: r.updatedAt.toISOString(),
      };
    }),
  );
}

/** Create (no id) or update a table; the query is read from the link and checked against the catalogue. */
export async function saveTable(
  db: Db,
  input: TableSaveInput,
  by: { uid: number; now: Date },
): Promise<number> {
  const query = await queryOfLink(db, input.link);
  const values = { title: input.title, description: input.description, search: querySearch(query) };
  return db.transaction(async (tx) => {
    let id = input.id;
    if (id) {
      const done = await tx
        .update(t)
        .set({ ...values, updatedAt: by.now })
        .where(eq(t.id, id))
        .returning({ id: t.id });
      if (!done.length) throw new Refusal(INDUSTRY_TABLE_MSG.notFound);
    } else {
      const [row] = await tx
        .insert(t)
        .values({ ...values, createdBy: by.uid, createdAt: by.now, updatedAt: by.now })
        .returning({ id: t.id });
      id = row!.id;
    }
    await logContentEvent(tx, {
      entity: CONTENT_ENTITY.industry,
      id,
      action: CONTENT_ACTION.update,
      uid: by.uid,
      at: by.now,
    });
    return id;
  });
}

export async function deleteTable(db: Db, id: number, by: { uid: number; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(t).where(eq(t.id, id)).returning({ id: t.id });
    if (!gone.length) return false;
    await logContentEvent(tx, {
      entity: CONTENT_ENTITY.industry,
      id,
      action: CONTENT_ACTION.delete,
      uid: by.uid,
      at: by.now,
    });
    return true;
  });
}
