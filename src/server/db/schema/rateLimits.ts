import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every instance (rate limits must not live in one process). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
