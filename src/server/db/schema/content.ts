/** Content: articles, taxonomies, references, periodicals, data products, custom orders, publishing. */
import {
  bigint,
  bigserial,
  boolean,
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
import { createdAt, updatedAt } from './columns.ts';

/** Columns every publishable kind shares (articles, references, data products); lifecycle.ts relies on them. */
const publishing = () => ({
  status: varchar('status', { length: 16 }).notNull().default('draft'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  viewCount: integer('view_count').notNull().default(0),
  isDemo: boolean('is_demo').notNull().default(false),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** 栏目 per article kind (news, policy, report): the list pages' first filter. */
export const contentColumns = pgTable(
  'content_columns',
  {
    id: serial('id').primaryKey(),
    /** 'news' | 'policy' | 'report' */
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('content_columns_kind_name_uq').on(t.kind, t.name)],
);

/** 分类 per article kind: the list pages' second filter. */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('content_categories_kind_name_uq').on(t.kind, t.name)],
);

/** Tags shared by every article kind (crops, pests, topics). */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/** Uploaded files (report PDFs, periodicals, data samples); the bytes live in storage under `storage_key`. */
export const attachments = pgTable('attachments', {
  id: serial('id').primaryKey(),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  mime: varchar('mime', { length: 100 }).notNull(),
  size: integer('size').notNull().default(0),
  storageKey: varchar('storage_key', { length: 300 }).notNull(),
  pageCount: integer('page_count').notNull().default(0),
  createdAt: createdAt(),
});

/** News, policy, research reports and fixed pages; `content_html` is sanitized on write. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** 'news' 行业观察 | 'policy' 农业政策 | 'report' 研究报告 | 'page' */
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    cover: varchar('cover', { length: 300 }).notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    author: varchar('author', { length: 60 }).notNull().default(''),
    columnId: integer('column_id').references(() => contentColumns.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => contentCategories.id, { onDelete: 'set null' }),
    /** 'draft' | 'published' | 'unpublished' */
    /** Reports only: the PDF's pages, price (0 free) and VIP-only flag. */
    pageCount: integer('page_count').notNull().default(0),
    priceCents: integer('price_cents').notNull().default(0),
    vipOnly: boolean('vip_only').notNull().default(false),
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    ...publishing(),
  },
  (t) => [
    index('articles_kind_status_published_idx').on(t.kind, t.status, t.publishedAt),
    index('articles_column_published_idx').on(t.columnId, t.publishedAt),
    index('articles_category_published_idx').on(t.categoryId, t.publishedAt),
    index('articles_status_views_idx').on(t.status, t.viewCount),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId)],
);

/** Home page carousel. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    image: varchar('image', { length: 300 }).notNull(),
    link: varchar('link', { length: 300 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('banners_active_sort_idx').on(t.active, t.sort)],
);

/** Search suggestions under the search box. */
export const hotKeywords = pgTable('hot_keywords', {
  id: serial('id').primaryKey(),
  keyword: varchar('keyword', { length: 30 }).notNull().unique(),
  weight: integer('weight').notNull().default(0),
});

/** Enterprises related to industry references. */
export const enterprises = pgTable(
  'enterprises',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    region: varchar('region', { length: 30 }).notNull().default(''),
    industry: varchar('industry', { length: 30 }).notNull().default(''),
    summary: varchar('summary', { length: 1000 }).notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('enterprises_industry_idx').on(t.industry)],
);

/** 行业参考资料 (`references` is an SQL keyword, hence the table name). */
export const references = pgTable(
  'industry_references',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    industry: varchar('industry', { length: 30 }).notNull().default(''),
    region: varchar('region', { length: 30 }).notNull().default(''),
    year: integer('year').notNull(),
    cover: varchar('cover', { length: 300 }).notNull().default(''),
    ...publishing(),
  },
  (t) => [
    index('industry_references_status_published_idx').on(t.status, t.publishedAt),
    index('industry_references_industry_idx').on(t.industry, t.status),
  ],
);

/** Sub-sections of a reference (its own page under /reference/subdetail). */
export const referenceSubdetails = pgTable(
  'reference_subdetails',
  {
    id: serial('id').primaryKey(),
    referenceId: integer('reference_id')
      .notNull()
      .references(() => references.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    contentHtml: text('content_html').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('reference_subdetails_reference_idx').on(t.referenceId, t.sort)],
);

export const referenceEnterprises = pgTable(
  'reference_enterprises',
  {
    referenceId: integer('reference_id')
      .notNull()
      .references(() => references.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.referenceId, t.enterpriseId] }),
    index('reference_enterprises_enterprise_idx').on(t.enterpriseId),
  ],
);

/** 期刊: one issue of a periodical, with its PDF. */
export const periodicals = pgTable(
  'periodicals',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    issue: varchar('issue', { length: 30 }).notNull(),
    year: integer('year').notNull(),
    cover: varchar('cover', { length: 300 }).notNull().default(''),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('periodicals_year_published_idx').on(t.year, t.publishedAt)],
);

/** 数据产品: datasets sold as files; `doc_id` is the public document number of the legacy routes. */
export const dataProducts = pgTable(
  'data_products',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    industry: varchar('industry', { length: 30 }).notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    vipPriceCents: integer('vip_price_cents').notNull().default(0),
    docId: varchar('doc_id', { length: 40 }).notNull().unique(),
    /** 'xlsx' | 'pdf' | 'csv' … */
    format: varchar('format', { length: 16 }).notNull().default('xlsx'),
    updateFrequency: varchar('update_frequency', { length: 20 }).notNull().default(''),
    coverage: varchar('coverage', { length: 200 }).notNull().default(''),
    cover: varchar('cover', { length: 300 }).notNull().default(''),
    sampleAttachmentId: integer('sample_attachment_id').references(() => attachments.id, {
      onDelete: 'set null',
    }),
    /** The full dataset file a buyer (or an editor) downloads. */
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    ...publishing(),
  },
  (t) => [
    index('data_products_status_published_idx').on(t.status, t.publishedAt),
    index('data_products_industry_idx').on(t.industry, t.status),
  ],
);

/** Custom data / custom report requests (enterprise/addCustomOrder), handled by editors. */
export const customOrders = pgTable(
  'custom_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'data' | 'report' */
    kind: varchar('kind', { length: 16 }).notNull(),
    company: varchar('company', { length: 100 }).notNull(),
    contact: varchar('contact', { length: 50 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    email: varchar('email', { length: 100 }).notNull().default(''),
    requirement: text('requirement').notNull(),
    budget: varchar('budget', { length: 50 }).notNull().default(''),
    /** 'new' | 'contacted' | 'closed' */
    status: varchar('status', { length: 16 }).notNull().default('new'),
    uid: integer('uid'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('custom_orders_status_created_idx').on(t.status, t.createdAt)],
);

/** Publish, unpublish and delete of content: the incremental rebuild reads this log. */
export const contentEvents = pgTable(
  'content_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'article' | 'reference' | 'product' */
    entity: varchar('entity', { length: 16 }).notNull(),
    entityId: integer('entity_id').notNull(),
    /** 'publish' | 'unpublish' | 'delete' | 'update' */
    action: varchar('action', { length: 16 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUid: integer('by_uid'),
    /** Where the item was listed before the change (articles: kind, tags, date), so a rebuild can fix those pages. */
    before: jsonb('before').$type<ContentScope | null>(),
    /** The rebuild that carried this change live (null while pending). */
    runId: integer('run_id'),
  },
  (t) => [index('content_events_at_idx').on(t.at), index('content_events_run_idx').on(t.runId)],
);

/** An article's place in the prebuilt pages: the lists, tag pages and neighbours that show it. */
export interface ContentScope {
  kind?: string;
  columnId?: number | null;
  categoryId?: number | null;
  tagIds?: number[];
  publishedAt?: string | null;
}

/** One incremental rebuild: the changes it carried, how it went, how long until live. */
export const publishRuns = pgTable('publish_runs', {
  id: serial('id').primaryKey(),
  /** 'running' | 'live' | 'failed' */
  status: varchar('status', { length: 16 }).notNull(),
  firstEventId: bigint('first_event_id', { mode: 'number' }).notNull(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  toLiveMs: integer('to_live_ms'),
  pagesChanged: integer('pages_changed'),
  error: text('error'),
  /** 1 for a first try; a run carrying a failed run's changes again counts on from that run's. */
  attempt: integer('attempt').notNull().default(1),
  /** A failed run: when the queue tries its changes again (`retryDelayMs`); null once another run has. */
  nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
  /** The run that tried this failed run's changes again. */
  retriedBy: integer('retried_by'),
});
