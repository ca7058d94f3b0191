/**
 * Build queries of 农业百科's pages. The full build reads every published entry with its shown version, every published
 * version (the history pages) and the tree in a few queries kept for the whole build; a publish run reads its planned
 * entries only. The index page (static, rendered in every run) reads the tree, the newest changes and the counts.
 */
import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { baikeEntries, baikeVersions, users } from '#server/db/schema/index.ts';
import type {
  BaikeCard,
  BaikeEntryContent,
  BaikeEntryRef,
  BaikeTreeNode,
  BaikeVersionFields,
} from '#lib/baike/types.ts';
import { selectCards, toCard, toRef } from './cards.ts';
import { entryContent } from './content.ts';
import { versionFields } from './versions.ts';
import { buildTree, categoryPath, categoryRows, publishedCounts } from './tree.ts';

/** One published version as the history page shows it. */
export interface BaikeHistoryVersion {
  version_id: number;
  /** The author's nickname; null for 编辑部 (the seed, editors' own versions). */
  author: string | null;
  reviewer: string | null;
  note: string;
  published_at: string | null;
  fields: BaikeVersionFields;
}

/** What an entry page and its history page read. */
export interface BaikePageData extends BaikeEntryContent {
  /** Pinyin and initials of the title and aliases: the page puts them where the site search reads them. */
  pinyin: string;
  initials: string;
  /** Other published entries of its category, newest change first. */
  siblings: BaikeEntryRef[];
  /** Published versions, newest first. */
  history: BaikeHistoryVersion[];
}

export interface BaikeBuildData {
  entries: BaikePageData[];
  /** Names of categories and entries by id (the history's differences name them). */
  categoryNames: Record<number, string>;
  entryNames: Record<number, string>;
}

const SIBLINGS = 12;
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** `ids`: a publish run's planned entries; null in the full build (every published entry). */
export async function baikeBuildData(db: Db, ids: number[] | null = null): Promise<BaikeBuildData> {
  if (ids !== null && !ids.length) return { entries: [], categoryNames: {}, entryNames: {} };
  const published = eq(baikeEntries.status, 'published');
  const author = aliasedTable(users, 'author');
  const reviewer = aliasedTable(users, 'reviewer');
  const [rows, all, shown, versions] = await Promise.all([
    categoryRows(db),
    // Every published entry's name and place: related lists, same-category lists, the differences' names.
    db
      .select({
        id: baikeEntries.id,
        title: baikeEntries.title,
        qualifier: baikeEntries.qualifier,
        categoryId: baikeEntries.categoryId,
      })
      .from(baikeEntries)
      .where(published)
      .orderBy(desc(baikeEntries.changedAt), desc(baikeEntries.id)),
    db
      .select({ entry: baikeEntries, version: baikeVersions })
      .from(baikeEntries)
      .innerJoin(baikeVersions, eq(baikeVersions.id, baikeEntries.currentVersionId))
      .where(ids ? and(published, inArray(baikeEntries.id, ids)) : published)
      .orderBy(asc(baikeEntries.id)),
    db
      .select({
        version: baikeVersions,
        author: author.nickname,
        reviewer: reviewer.nickname,
      })
      .from(baikeVersions)
      .innerJoin(baikeEntries, eq(baikeEntries.id, baikeVersions.entryId))
      .leftJoin(author, eq(author.uid, baikeVersions.authorId))
      .leftJoin(reviewer, eq(reviewer.uid, baikeVersions.reviewerId))
      .where(
        and(
          eq(baikeVersions.state, 'published'),
          ids ? and(published, inArray(baikeEntries.id, ids)) : published,
        ),
      )
      .orderBy(desc(baikeVersions.reviewedAt), desc(baikeVersions.id)),
  ]);
  const names = new Map(all.map((e) => [e.id, e]));
  const history = new Map<number, BaikeHistoryVersion[]>();
  for (const v of versions) {
    const list = history.get(v.version.entryId) ?? [];
    list.push({
      version_id: v.version.id,
      author: v.author ?? null,
      reviewer: v.reviewer ?? null,
      note: v.version.note,
      published_at: iso(v.version.reviewedAt ?? v.version.createdAt),
      fields: versionFields(v.version),
    });
    history.set(v.version.entryId, list);
  }
  const entries = shown.map(({ entry, version }): BaikePageData => ({
    ...entryContent(entry, version, {
      categoryPath: categoryPath(rows, entry.categoryId),
      published: names,
      versions: history.get(entry.id)?.length ?? 0,
    }),
    pinyin: entry.pinyin,
    initials: entry.initials,
    siblings: all
      .filter((e) => e.categoryId === entry.categoryId && e.id !== entry.id)
      .slice(0, SIBLINGS)
      .map(toRef),
    history: history.get(entry.id) ?? [],
  }));
  return {
    entries,
    categoryNames: Object.fromEntries(rows.map((r) => [r.id, r.name])),
    entryNames: Object.fromEntries(all.map((e) => [e.id, e.title])),
  };
}

/** The index page: the tree with counts, the newest changes and the totals. */
export interface BaikeHomeData {
  tree: BaikeTreeNode[];
  recent: BaikeCard[];
  total: number;
  /** Entries changed in the last 30 days. */
  changedLately: number;
}

export async function baikeHomeData(db: Db, now: Date = new Date()): Promise<BaikeHomeData> {
  const [rows, counts, recent, [lately]] = await Promise.all([
    categoryRows(db),
    publishedCounts(db),
    selectCards(db)
      .where(eq(baikeEntries.status, 'published'))
      .orderBy(desc(baikeEntries.changedAt), desc(baikeEntries.id))
      .limit(10),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(baikeEntries)
      .where(
        and(
          eq(baikeEntries.status, 'published'),
          sql`${baikeEntries.changedAt} > ${new Date(now.getTime() - 30 * 86_400_000).toISOString()}`,
        ),
      ),
  ]);
  const tree = buildTree(rows, counts);
  return {
    tree,
    recent: recent.map(toCard),
    total: tree.reduce((s, n) => s + n.count, 0),
    changedLately: Number(lately?.n ?? 0),
  };
}

export const baikeQueries = {
  /** The entry and history pages of a build: every published entry (`ids` null) or a publish run's planned ones. */
  baikeBuildData: (db: Db, ids: number[] | null) => baikeBuildData(db, ids),
  /** The index page, rendered in every publish run (a static page). */
  baikeHomeData: (db: Db) => baikeHomeData(db),
};
