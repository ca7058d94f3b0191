/**
 * 农业百科: the category tree, entries (what the prebuilt page shows: the published version's fields), every version
 * of every entry (a member's draft, one waiting for review, a published one, a refused one with its reason),
 * comments and daily page views (hot entries).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BaikeImage, BaikeLinks, BaikeReference } from '#lib/baike/types.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/** The tree (作物 › 粮食作物 › 谷类作物 …): stable ids from the seed's tree.json; entries are filed under leaves. */
export const baikeCategories = pgTable(
  'baike_categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 20 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('baike_categories_parent_idx').on(t.parentId)],
);

/**
 * One entry. Its shown fields are copied from its current published version when that version is approved, so
 * lists, search and pages read one row. `status`: 'draft' (a member's new entry never published), 'published',
 * 'unpublished' (withdrawn by an editor).
 */
export const baikeEntries = pgTable(
  'baike_entries',
  {
    id: serial('id').primaryKey(),
    /** The seed's stable key (null for entries members wrote). */
    slug: varchar('slug', { length: 60 }).unique(),
    title: varchar('title', { length: 30 }).notNull(),
    /** Tells entries of one title apart (disambiguation): 小麦 (作物) / 小麦 (地名); '' when the title is unique. */
    qualifier: varchar('qualifier', { length: 20 }).notNull().default(''),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    categoryId: integer('category_id')
      .notNull()
      .references(() => baikeCategories.id),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    /** Pinyin of title and aliases (pinyinColumns), in the search column. */
    pinyin: varchar('pinyin', { length: 600 }).notNull().default(''),
    initials: varchar('initials', { length: 200 }).notNull().default(''),
    /** What the other applications know of it (the hub panel); editors' field, not versioned. */
    links: jsonb('links').$type<BaikeLinks>().notNull().default({}),
    currentVersionId: integer('current_version_id'),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When the shown version was published: the page's 最近更新. */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    /** Demo writing (not sourced): the page says so. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdBy: integer('created_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A member's new entry waiting for review does not hold its title yet: approval checks it.
    uniqueIndex('baike_entries_title_qualifier_uq')
      .on(t.title, t.qualifier)
      .where(sql`status <> 'draft'`),
    index('baike_entries_category_status_idx').on(t.categoryId, t.status),
    index('baike_entries_status_changed_idx').on(t.status, t.changedAt),
  ],
);

/** Every version of an entry; states in #lib/baike/states.ts (draft, pending, published, refused). */
export const baikeVersions = pgTable(
  'baike_versions',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => baikeEntries.id, { onDelete: 'cascade' }),
    /** The version an edit started from (null for a new entry): the review shows the difference against it. */
    baseVersionId: integer('base_version_id'),
    /** Null for the seed's versions (编辑部). */
    authorId: integer('author_id').references(() => users.uid, { onDelete: 'set null' }),
    state: varchar('state', { length: 16 }).notNull().default('draft'),
    /** Counts the author's writes (save, submit, recall): an editor's 通过/退回 names the one it read. */
    revision: integer('revision').notNull().default(1),
    title: varchar('title', { length: 30 }).notNull(),
    qualifier: varchar('qualifier', { length: 20 }).notNull().default(''),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    categoryId: integer('category_id')
      .notNull()
      .references(() => baikeCategories.id),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    /** Info box: [field, value] pairs in order (a crop: 学名, 原产地, 主产区 …). */
    infobox: jsonb('infobox').$type<[string, string][]>().notNull().default([]),
    /** Sanitised rich text; its h2 headings are the sections of the table of contents. */
    contentHtml: text('content_html').notNull().default(''),
    references: jsonb('references').$type<BaikeReference[]>().notNull().default([]),
    images: jsonb('images').$type<BaikeImage[]>().notNull().default([]),
    /** Related entries by id. */
    related: jsonb('related').$type<number[]>().notNull().default([]),
    /** The author's 修改说明. */
    note: varchar('note', { length: 100 }).notNull().default(''),
    /** An editor's reason when refused (未通过). */
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.uid, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('baike_versions_entry_state_idx').on(t.entryId, t.state),
    index('baike_versions_author_updated_idx').on(t.authorId, t.updatedAt),
    index('baike_versions_state_submitted_idx').on(t.state, t.submittedAt),
  ],
);

/** Members' comments on a published entry; a deleted one with replies stays as a marker (deleted_at set, text ''). */
export const baikeComments = pgTable(
  'baike_comments',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => baikeEntries.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** The comment answered (one level of replies). */
    parentId: integer('parent_id'),
    content: text('content').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('baike_comments_entry_idx').on(t.entryId, t.id),
    index('baike_comments_parent_idx').on(t.parentId),
    index('baike_comments_uid_idx').on(t.uid, t.createdAt),
  ],
);

/** Page views per entry per China day (hot entries: the last days' sum). */
export const baikeViews = pgTable(
  'baike_views',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => baikeEntries.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.day] }), index('baike_views_day_idx').on(t.day)],
);
