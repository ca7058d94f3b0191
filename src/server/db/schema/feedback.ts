/** What visitors send back: the action log and the feedback form. */
import { bigserial, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
