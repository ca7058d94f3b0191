/** Commerce: plans, invoices, orders, payment notifications, score rules. */
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { attachments } from './content.ts';

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

/** Orders: what was bought at which server price, and where it stands (services/order/stateMachine.ts). */
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
    /** Refusals from one address with one reason within an hour share a row (logRefused): how many, the latest. */
    count: integer('count').notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderNo),
    index('payment_events_created_idx').on(t.createdAt),
    index('payment_events_ip_idx').on(t.ip, t.createdAt),
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
