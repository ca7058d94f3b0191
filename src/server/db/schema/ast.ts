/**
 * 农业专题: topics editors curate from the indicator store, grouped by category (粮食生产, 经济作物 …); each shows one
 * year indicator with provincial values on the China map.
 */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { indicators } from './industry.ts';

export const astTopics = pgTable(
  'ast_topics',
  {
    id: serial('id').primaryKey(),
    category: varchar('category', { length: 20 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  // The import upserts by (category, name): an editor renames a topic by importing it under its new name.
  (t) => [
    uniqueIndex('ast_topics_category_name_idx').on(t.category, t.name),
    index('ast_topics_indicator_idx').on(t.indicatorId),
  ],
);
