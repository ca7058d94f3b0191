/**
 * 数据检索 around the store: members' recent and saved queries, editors' published tables and the export log (who
 * exported what, the cells charged to the member's China day). A query is kept in its one address form (querySearch).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A member's query: recent while `recent`, saved while `saved` (a row neither is deleted). One row per query. */
export const industryQueries = pgTable(
  'industry_queries',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** querySearch(query): the same query is the same text. */
    search: text('search').notNull(),
    name: varchar('name', { length: 40 }).notNull().default(''),
    recent: boolean('recent').notNull().default(false),
    saved: boolean('saved').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('industry_queries_uid_search_idx').on(t.uid, t.search)],
);

/** A table an editor published from a query (getTableList). */
export const industryTables = pgTable('industry_tables', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 60 }).notNull(),
  description: text('description').notNull().default(''),
  search: text('search').notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** One export token issued: its cells are charged to the member's day when it is issued. */
export const industryExports = pgTable(
  'industry_exports',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    search: text('search').notNull(),
    cells: integer('cells').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  // A member's day is summed on every token and allowance: a range on (uid, created_at).
  (t) => [index('industry_exports_uid_created_idx').on(t.uid, t.createdAt)],
);
