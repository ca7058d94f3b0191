/** Editor writes of references: fields, sub-sections and related enterprises replaced as given. */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { referenceEnterprises, references, referenceSubdetails } from '#server/db/schema/index.ts';
import { type ReferenceWriteInput } from '#lib/content/validators.ts';
import { CONTENT_ENTITY } from './events.ts';
import { editorWrites } from './editorWrites.ts';
import { sanitizeRichHtml } from './sanitize.ts';
import { iso } from './time.ts';

type Changes = Partial<typeof references.$inferInsert>;

function changesOf(input: ReferenceWriteInput): Changes {
  const c: Changes = {};
  if (input.title !== undefined) c.title = input.title;
  if (input.summary !== undefined) c.summary = input.summary;
  if (input.content_html !== undefined) c.contentHtml = sanitizeRichHtml(input.content_html);
  if (input.industry !== undefined) c.industry = input.industry;
  if (input.region !== undefined) c.region = input.region;
  if (input.year !== undefined) c.year = input.year;
  if (input.cover !== undefined) c.cover = input.cover;
  return c;
}

async function setParts(db: Db, id: number, input: ReferenceWriteInput) {
  if (input.subdetails) {
    await db.delete(referenceSubdetails).where(eq(referenceSubdetails.referenceId, id));
    if (input.subdetails.length)
      await db.insert(referenceSubdetails).values(
        input.subdetails.map((s, i) => ({
          referenceId: id,
          title: s.title,
          contentHtml: sanitizeRichHtml(s.content_html ?? ''),
          sort: i,
        })),
      );
  }
  if (input.enterprise_ids) {
    await db.delete(referenceEnterprises).where(eq(referenceEnterprises.referenceId, id));
    const ids = [...new Set(input.enterprise_ids)];
    if (ids.length)
      await db
        .insert(referenceEnterprises)
        .values(ids.map((enterpriseId) => ({ referenceId: id, enterpriseId })));
  }
}

export async function referenceForEditor(db: Db, id: number) {
  const [row] = await db.select().from(references).where(eq(references.id, id));
  if (!row) return null;
  const subs = await db
    .select({
      id: referenceSubdetails.id,
      title: referenceSubdetails.title,
      content_html: referenceSubdetails.contentHtml,
    })
    .from(referenceSubdetails)
    .where(eq(referenceSubdetails.referenceId, id))
    .orderBy(referenceSubdetails.sort);
  const ents = await db
    .select({ id: referenceEnterprises.enterpriseId })
    .from(referenceEnterprises)
    .where(eq(referenceEnterprises.referenceId, id));
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content_html: row.contentHtml,
    industry: row.industry,
    region: row.region,
    year: row.year,
    cover: row.cover,
    status: row.status,
    published_at: iso(row.publishedAt),
    updated_at: iso(row.updatedAt),
    is_demo: row.isDemo,
    subdetails: subs,
    enterprise_ids: ents.map((e) => e.id),
  };
}

/** References through the shared editor writes; a new one is dated this year unless the editor says otherwise. */
export const referenceWrites = editorWrites({
  entity: CONTENT_ENTITY.reference,
  table: references,
  changesOf,
  defaults: (by) => ({ year: by.now.getUTCFullYear() }),
  writeParts: setParts,
  read: referenceForEditor,
  listColumns: {
    id: references.id,
    title: references.title,
    status: references.status,
    updated_at: references.updatedAt,
  },
  listWhere: (f: { status?: string }) => (f.status ? [eq(references.status, f.status)] : []),
});
