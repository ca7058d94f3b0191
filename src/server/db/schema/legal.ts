/** Legal documents, consents, account deletions and data exports (issue 30). */
import {
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * 用户协议 / 隐私政策, one row per version. A version is a draft until published; a published version is never edited
 * (a change is a new version). The version in force is the newest published one whose `effective_at` has passed.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: serial('id').primaryKey(),
    /** LegalKind: 'terms' | 'privacy' */
    kind: varchar('kind', { length: 16 }).notNull(),
    version: integer('version').notNull(),
    /** Markdown, rendered and sanitised like article bodies. */
    body: text('body').notNull(),
    /** What changed, shown to members asked to accept again. */
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    editorUid: integer('editor_uid'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('legal_documents_kind_version_idx').on(t.kind, t.version)],
);

/** A member's acceptance of one version of one document: who, which, when, from where. */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: integer('uid').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    version: integer('version').notNull(),
    /** How the account came or was asked: 'register' | 'sms' | 'wx' | 'qq' | 'bind' | 'renew' */
    via: varchar('via', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('consents_uid_kind_idx').on(t.uid, t.kind, t.version)],
);

/**
 * 注销账号 requests. state: 'pending' (cooling off, may be withdrawn) → 'withdrawn' | 'done'.
 * `due_at` is when the daily job carries it out; `uid` stays as a number only (the account row is erased, not deleted).
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    requestedAt: createdAt(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('account_deletions_state_due_idx').on(t.state, t.dueAt),
    index('account_deletions_uid_idx').on(t.uid),
  ],
);

/** 导出我的数据: prepared in the background, downloaded through a signed link until `expires_at`. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid').notNull(),
    /** 'queued' | 'ready' | 'failed' | 'expired' */
    state: varchar('state', { length: 16 }).notNull().default('queued'),
    /** Storage key of the ZIP once ready; removed when it expires. */
    fileKey: varchar('file_key', { length: 200 }),
    bytes: integer('bytes'),
    /** 1 while a worker holds it, so two runners never build the same export. */
    claimed: smallint('claimed').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_uid_idx').on(t.uid, t.createdAt)],
);
