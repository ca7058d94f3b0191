/**
 * The demo encyclopedia: the entries of demo/baike/*.json, each published as its first version by 编辑部 (no author),
 * written only into an empty entry table. Entries that cite no reference are marked demo writing (is_demo).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { BAIKE_CONTENT_FILES, baikeEntriesSchema, type BaikeEntrySeed } from '#lib/baike/content.ts';
import { esc } from '#lib/shared/html.ts';
import { pinyinColumns } from '#server/services/search/pinyin.ts';
import { analyze } from '#server/services/search/analyze.ts';
import type { Db } from '#server/db/client.ts';
import { baikeEntries, baikeVersions } from '#server/db/schema/index.ts';

// Beside this module when run from src; from the project when the page build bundles it.
const FOLDER =
  [new URL('./baike/', import.meta.url), new URL('../../../src/server/db/demo/baike/', import.meta.url)].find(
    (u) => existsSync(u),
  ) ?? new URL(`file://${path.resolve('src/server/db/demo/baike')}/`);

/** Every seed entry, in file order (crops, pests, inputs, techniques, policy). */
export const readBaikeSeed = (): BaikeEntrySeed[] =>
  BAIKE_CONTENT_FILES.flatMap((name) =>
    baikeEntriesSchema.parse(JSON.parse(readFileSync(new URL(`${name}.json`, FOLDER), 'utf8'))),
  );

/** The seed's sections as the rich text members edit: an h2 per section, a paragraph per paragraph. */
export const sectionsHtml = (entry: Pick<BaikeEntrySeed, 'sections'>): string =>
  entry.sections
    .map((s) => `<h2>${esc(s.title)}</h2>${s.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}`)
    .join('');

const DAY = 86_400_000;

/** A stable publication time per entry within the last 90 days (the lists' 最近更新 vary believably). */
const publishedAt = (index: number, now: Date): Date =>
  new Date(now.getTime() - ((index * 37) % 90) * DAY - ((index * 7919) % 86_400) * 1000);

export async function seedDemoBaike(db: Db, now: Date): Promise<void> {
  const [held] = await db.select({ n: sql<number>`count(*)::int` }).from(baikeEntries);
  if (held && held.n > 0) return;
  const seed = readBaikeSeed();
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const [i, e] of seed.entries()) {
      const at = publishedAt(i, now);
      const [entry] = await tx
        .insert(baikeEntries)
        .values({
          slug: e.slug,
          title: e.title,
          aliases: e.aliases,
          categoryId: e.category,
          summary: e.summary,
          ...pinyinColumns([e.title, ...e.aliases]),
          links: e.links,
          status: 'published',
          publishedAt: at,
          changedAt: at,
          isDemo: !e.sourced,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: baikeEntries.id });
      ids.set(e.slug, entry!.id);
    }
    for (const [i, e] of seed.entries()) {
      const at = publishedAt(i, now);
      const entryId = ids.get(e.slug)!;
      const [version] = await tx
        .insert(baikeVersions)
        .values({
          entryId,
          state: 'published',
          title: e.title,
          aliases: e.aliases,
          categoryId: e.category,
          summary: e.summary,
          infobox: e.infobox,
          contentHtml: sectionsHtml(e),
          references: e.references,
          related: e.related.map((slug) => ids.get(slug)!).filter(Boolean),
          note: '创建词条',
          submittedAt: at,
          reviewedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: baikeVersions.id });
      await tx
        .update(baikeEntries)
        .set({ currentVersionId: version!.id })
        .where(eq(baikeEntries.id, entryId));
    }
  });
  await analyze(db, ['baike_entries', 'baike_versions']);
}
