/** getBaikeContent: a published entry's shown version, its category path, and its related entries that are published. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { baikeEntries, baikeVersions } from '#server/db/schema/index.ts';
import type { BaikeEntryContent } from '#lib/baike/types.ts';
import { toRef } from './cards.ts';
import { categoryPath, categoryRows } from './tree.ts';

/** The published entry `id` as its page shows it; null when unknown, never published or withdrawn. */
export async function baikeContent(db: Db, id: number): Promise<BaikeEntryContent | null> {
  const [row] = await db
    .select({ entry: baikeEntries, version: baikeVersions })
    .from(baikeEntries)
    .innerJoin(baikeVersions, eq(baikeVersions.id, baikeEntries.currentVersionId))
    .where(and(eq(baikeEntries.id, id), eq(baikeEntries.status, 'published')));
  if (!row) return null;
  const { entry, version } = row;
  const [rows, related, [count]] = await Promise.all([
    categoryRows(db),
    version.related.length
      ? db
          .select({ id: baikeEntries.id, title: baikeEntries.title, qualifier: baikeEntries.qualifier })
          .from(baikeEntries)
          .where(and(inArray(baikeEntries.id, version.related), eq(baikeEntries.status, 'published')))
      : Promise.resolve([]),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(baikeVersions)
      .where(and(eq(baikeVersions.entryId, id), eq(baikeVersions.state, 'published'))),
  ]);
  return entryContent(entry, version, {
    categoryPath: categoryPath(rows, entry.categoryId),
    published: new Map(related.map((r) => [r.id, r])),
    versions: Number(count?.n ?? 0),
  });
}

type Named = { id: number; title: string; qualifier: string };

/**
 * An entry with its shown version as getBaikeContent and the pages give it; `published` names the published entries
 * its related list may show (in the version's order, others left out).
 */
export function entryContent(
  entry: typeof baikeEntries.$inferSelect,
  version: typeof baikeVersions.$inferSelect,
  parts: {
    categoryPath: BaikeEntryContent['category_path'];
    published: Map<number, Named>;
    versions: number;
  },
): BaikeEntryContent {
  return {
    id: entry.id,
    version_id: version.id,
    title: entry.title,
    qualifier: entry.qualifier,
    aliases: entry.aliases,
    category_path: parts.categoryPath,
    summary: entry.summary,
    infobox: version.infobox,
    content_html: version.contentHtml,
    references: version.references,
    images: version.images,
    related: version.related.flatMap((r) => (parts.published.has(r) ? [toRef(parts.published.get(r)!)] : [])),
    links: entry.links,
    is_demo: entry.isDemo,
    changed_at: entry.changedAt ? entry.changedAt.toISOString() : null,
    versions: parts.versions,
  };
}
