/**
 * Which data is a member's, and what 注销账号 does to it (issue 30): every column of every table holding a member's
 * rows or personal data, classified. `tests/unit/personal-columns.test.ts` reads the Drizzle schema and fails on a
 * column left out here (or a table with a uid-like or contact column that is neither here nor in STAFF_COLUMNS), so a
 * new personal column cannot ship unclassified. The deletion (`closeAccount.ts`) and the export (`exportData.ts`)
 * both read this table; neither names a column of its own.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '#server/db/schema/index.ts';
import { PRIVACY_MSG } from '#lib/privacy/messages.ts';

/** Written at closing instead of a value: the time the account was closed. */
export const CLOSED_NOW: unique symbol = Symbol('closed-now');

type Erased = string | number | boolean | null | typeof CLOSED_NOW;

/**
 * - `keep`: left as it is (not personal, or kept on purpose: the reason is in the table's comment).
 * - `unlink`: the member's number stays, pointing at the account row the same transaction erases: the record is kept
 *   (orders and invoices, 会计档案) and leads to no mobile, name or third-party id any more.
 * - `remove-row`: the member's rows of this table are deleted (the owner column and every other column say so).
 * - `{ erase }`: the column is overwritten with this value in the member's rows.
 */
export type Fate = 'keep' | 'unlink' | 'remove-row' | { erase: Erased };

export interface PersonalTable {
  table: PgTable;
  /** The column naming the member's rows, matched against the uid (or the mobile); null: rows of nobody in particular. */
  owner: { column: string; by: 'uid' | 'mobile' } | null;
  /** The file name of these rows in 导出我的数据 (`<family>.json`, `<family>.csv`); none: not exported. */
  family?: string;
  /** Columns never exported (hashes of secrets, session ids). */
  secret?: readonly string[];
  /** Every column by its SQL name. */
  columns: Record<string, Fate>;
}

const K = 'keep' as const;
const U = 'unlink' as const;
const R = 'remove-row' as const;
const erase = (to: Erased): Fate => ({ erase: to });
const NULL = erase(null);
const BLANK = erase('');
const ZERO = erase(0);

/** Every column of a table removed whole for the member. */
const removed = (...names: string[]): Record<string, Fate> => Object.fromEntries(names.map((n) => [n, R]));

export const PERSONAL_TABLES: readonly PersonalTable[] = [
  {
    // The account row stays (comments and entries name it as 已注销用户); everything that identifies is erased.
    table: s.users,
    owner: { column: 'uid', by: 'uid' },
    family: 'profile',
    secret: ['password_hash', 'pc_sid', 'mo_sid'],
    columns: {
      uid: K,
      account: NULL,
      mobile: NULL,
      password_hash: NULL,
      nickname: erase(PRIVACY_MSG.closedNickname),
      sex: ZERO,
      birthday: NULL,
      score: ZERO,
      exp: ZERO,
      province: NULL,
      city: NULL,
      district: NULL,
      entity: BLANK,
      login: ZERO,
      reg_ip: BLANK,
      reg_time: K,
      last_login_ip: BLANK,
      last_login_time: NULL,
      // 0: disabled, so no session or sign-in can ever reach the row again.
      status: ZERO,
      file_download: ZERO,
      pc_sid: NULL,
      mo_sid: NULL,
      qq_openid: NULL,
      wx_unionid: NULL,
      vip_expire: NULL,
      vegetable_expire: NULL,
      role: erase('member'),
      failed_logins: ZERO,
      locked_until: NULL,
      closed_at: erase(CLOSED_NOW),
      is_demo: K,
    },
  },
  {
    // Removing the rows revokes every session at once; the export lists them as the login history.
    table: s.sessions,
    owner: { column: 'uid', by: 'uid' },
    family: 'sessions',
    secret: ['token_hash'],
    columns: removed(
      'token_hash',
      'uid',
      'remember',
      'ip',
      'user_agent',
      'created_at',
      'expires_at',
      'revoked_at',
    ),
  },
  {
    table: s.smsCodes,
    owner: { column: 'mobile', by: 'mobile' },
    columns: removed(
      'id',
      'mobile',
      'code_hash',
      'attempts',
      'ip',
      'created_at',
      'expires_at',
      'consumed_at',
    ),
  },
  {
    table: s.oauthStates,
    owner: { column: 'uid', by: 'uid' },
    columns: removed(
      'state',
      'type',
      'action',
      'status',
      'uid',
      'identity',
      'nickname',
      'avatar',
      'conflict_uid',
      'message',
      'created_at',
      'expires_at',
    ),
  },
  {
    table: s.scoreRecords,
    owner: { column: 'uid', by: 'uid' },
    family: 'score_records',
    columns: removed('id', 'uid', 'delta', 'balance', 'reason', 'rule', 'ref', 'created_at'),
  },
  {
    table: s.userMedals,
    owner: { column: 'uid', by: 'uid' },
    family: 'medals',
    columns: removed('uid', 'medal_id', 'grade', 'updated_at'),
  },
  {
    table: s.favorites,
    owner: { column: 'uid', by: 'uid' },
    family: 'favorites',
    columns: removed('id', 'uid', 'model', 'record_id', 'title', 'url', 'created_at'),
  },
  {
    // Accounting records (会计档案, RETENTION.accountingYears): the buyer's title, tax number and bank stay with the
    // amounts; the address, phone and email go (the issued invoice's own file keeps what it printed).
    table: s.invoices,
    owner: { column: 'uid', by: 'uid' },
    family: 'invoices',
    columns: {
      id: K,
      uid: U,
      title_type: K,
      invoice_type: K,
      title: K,
      tax_no: K,
      address: BLANK,
      phone: BLANK,
      bank: K,
      bank_account: K,
      email: BLANK,
      amount_cents: K,
      order_ids: K,
      status: K,
      file_attachment_id: K,
      reject_reason: K,
      created_at: K,
      issued_at: K,
    },
  },
  {
    // The remembered invoice title (常用发票抬头) is the member's, not an accounting record.
    table: s.invoiceProfiles,
    owner: { column: 'uid', by: 'uid' },
    family: 'invoice_titles',
    columns: removed(
      'uid',
      'title_type',
      'invoice_type',
      'title',
      'tax_no',
      'address',
      'phone',
      'bank',
      'bank_account',
      'email',
      'updated_at',
    ),
  },
  {
    // Accounting records: kept whole, unlinked (the channel's transaction id is the payment's, for reconciliation).
    table: s.orders,
    owner: { column: 'uid', by: 'uid' },
    family: 'orders',
    columns: {
      id: K,
      order_no: K,
      uid: U,
      item_type: K,
      item_id: K,
      title: K,
      amount_cents: K,
      days: K,
      status: K,
      channel: K,
      transaction_id: K,
      granted_until: K,
      invoice_id: K,
      created_at: K,
      expires_at: K,
      paid_at: K,
      ended_at: K,
      updated_at: K,
    },
  },
  {
    // The payment channels' notifications: `ip` is the channel's server, no member's.
    table: s.paymentEvents,
    owner: null,
    columns: {
      id: K,
      channel: K,
      source: K,
      order_no: K,
      transaction_id: K,
      outcome: K,
      reason: K,
      ip: K,
      created_at: K,
      count: K,
      last_at: K,
    },
  },
  {
    table: s.customOrders,
    owner: { column: 'uid', by: 'uid' },
    family: 'custom_requests',
    columns: removed(
      'id',
      'kind',
      'company',
      'contact',
      'mobile',
      'email',
      'requirement',
      'budget',
      'status',
      'uid',
      'ip',
      'created_at',
    ),
  },
  {
    table: s.actionLogs,
    owner: { column: 'uid', by: 'uid' },
    columns: removed('id', 'action', 'model', 'record_id', 'uid', 'remark', 'ip', 'user_agent', 'created_at'),
  },
  {
    table: s.feedbacks,
    owner: { column: 'uid', by: 'uid' },
    family: 'feedback',
    columns: removed('id', 'contact', 'tel', 'content', 'uid', 'ip', 'status', 'created_at'),
  },
  {
    // Published knowledge: kept, its author shown as 已注销用户 (the account row's erased nickname).
    table: s.baikeEntries,
    owner: { column: 'created_by', by: 'uid' },
    family: 'baike_entries',
    columns: {
      id: K,
      slug: K,
      title: K,
      qualifier: K,
      aliases: K,
      category_id: K,
      summary: K,
      pinyin: K,
      initials: K,
      links: K,
      current_version_id: K,
      status: K,
      published_at: K,
      changed_at: K,
      view_count: K,
      is_demo: K,
      created_by: K,
      created_at: K,
      updated_at: K,
    },
  },
  {
    // Versions are the entries' history: kept, author shown as 已注销用户; `reviewer_id` is an editor.
    table: s.baikeVersions,
    owner: { column: 'author_id', by: 'uid' },
    family: 'baike_versions',
    columns: {
      id: K,
      entry_id: K,
      base_version_id: K,
      author_id: K,
      state: K,
      revision: K,
      title: K,
      qualifier: K,
      aliases: K,
      category_id: K,
      summary: K,
      infobox: K,
      content_html: K,
      references: K,
      images: K,
      related: K,
      note: K,
      reason: K,
      reviewer_id: K,
      submitted_at: K,
      reviewed_at: K,
      created_at: K,
      updated_at: K,
    },
  },
  {
    // Comments stay in their threads, shown as 已注销用户; `deleted_by` is the member or an editor.
    table: s.baikeComments,
    owner: { column: 'uid', by: 'uid' },
    family: 'baike_comments',
    columns: {
      id: K,
      entry_id: K,
      uid: K,
      parent_id: K,
      content: K,
      deleted_at: K,
      deleted_by: K,
      created_at: K,
    },
  },
  {
    table: s.industryQueries,
    owner: { column: 'uid', by: 'uid' },
    family: 'saved_queries',
    columns: removed('id', 'uid', 'search', 'name', 'recent', 'saved', 'used_at', 'saved_at'),
  },
  {
    table: s.industryExports,
    owner: { column: 'uid', by: 'uid' },
    family: 'data_downloads',
    columns: removed('id', 'uid', 'search', 'cells', 'created_at', 'downloaded_at'),
  },
  {
    // A reporter's appointment ends with the account; `by_uid` is the editor who made it.
    table: s.vegetableReporters,
    owner: { column: 'uid', by: 'uid' },
    columns: removed('uid', 'market_id', 'by_uid', 'created_at'),
  },
  {
    // 供求信息: the member's posts (with their contact details) are removed.
    table: s.vegetableSupplyDemand,
    owner: { column: 'owner_uid', by: 'uid' },
    family: 'supply_demand_posts',
    columns: removed(
      'id',
      'kind',
      'product_id',
      'quantity',
      'unit',
      'price',
      'city_code',
      'contact_name',
      'contact_phone',
      'valid_until',
      'description',
      'owner_uid',
      'status',
      'hidden_at',
      'hidden_by',
      'is_demo',
      'created_at',
      'updated_at',
    ),
  },
  {
    // The proof of consent (which version, when) is kept; the address it came from is not needed for it.
    table: s.consents,
    owner: { column: 'uid', by: 'uid' },
    family: 'consents',
    columns: { id: K, uid: K, kind: K, version: K, via: K, ip: BLANK, created_at: K },
  },
  {
    // The record that the deletion was asked for and carried out.
    table: s.accountDeletions,
    owner: { column: 'uid', by: 'uid' },
    family: 'account_deletions',
    columns: {
      id: K,
      uid: K,
      state: K,
      reason: K,
      created_at: K,
      due_at: K,
      withdrawn_at: K,
      done_at: K,
    },
  },
  {
    // Prepared copies of the member's data: rows and files go.
    table: s.dataExports,
    owner: { column: 'uid', by: 'uid' },
    columns: removed(
      'id',
      'uid',
      'state',
      'file_key',
      'bytes',
      'claimed',
      'error',
      'created_at',
      'ready_at',
      'expires_at',
    ),
  },
];

/**
 * Columns of other tables that name a member: all name the editor (or operator) who did something, kept with the
 * record of it; an editor's account is closed like any member's and these then lead to 已注销用户.
 */
export const STAFF_COLUMNS: Readonly<Record<string, string>> = {
  'articles.created_by': 'the editor who wrote the article',
  'data_products.created_by': 'the editor who wrote the product',
  'industry_references.created_by': 'the editor who wrote the reference',
  'industry_tables.created_by': 'the editor who published the table',
  'content_events.by_uid': 'who made a content change (the publishing log)',
  'imports.by_uid': 'who uploaded an import (the import log)',
  'legal_documents.editor_uid': 'the editor who wrote a document version',
};

/** Columns whose names look like a member's but are not: what they hold instead. */
export const NOT_PERSONAL_COLUMNS: Readonly<Record<string, string>> = {
  'publish_runs.retried_by': 'the publish run that tried a failed run again (a run number)',
};

/** Names that look like a person's data or a member's number: a table with one must be classified. */
export const PERSONAL_NAME =
  /^(uid|.*_uid|mobile|.*phone|tel|email|ip|.*_ip|address|contact.*|nickname|avatar|birthday|.*openid|.*unionid|account|password.*|user_agent|identity|tax_no|bank.*|author_id|reviewer_id|created_by|.*_by|owner.*)$/;
