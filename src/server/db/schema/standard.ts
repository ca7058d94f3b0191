/**
 * 标准查询: agricultural and food standards (src/server/db/reference/standard/standards.csv, imports) and what each
 * replaced. Type and status are derived (`#lib/standard/number.ts`, `#lib/standard/status.ts`), status never stored.
 */
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

const day = (name: string) => date(name, { mode: 'string' });

/** One standard, keyed by its canonical number; searchable by number forms and titles (search_text, migration). */
export const standards = pgTable(
  'standards',
  {
    id: serial('id').primaryKey(),
    /** `GB/T 1351-2023`: canonicalNumber() of what was typed or imported. */
    number: varchar('number', { length: 60 }).notNull().unique(),
    /** `GB/T`, `NY`, `DB11/T`, `T/CAB`. */
    prefix: varchar('prefix', { length: 24 }).notNull(),
    /** The prefix without /T or /Z (`GB`, `NY`, `DB11`): what a typed prefix matches. */
    base: varchar('base', { length: 24 }).notNull(),
    /** `2763`, `5009.3`. */
    code: varchar('code', { length: 24 }).notNull(),
    year: varchar('year', { length: 4 }),
    /** national | industry | local | group | other, from the prefix at write time (kindOf). */
    type: varchar('type', { length: 12 }).notNull(),
    /** The list's second-level filter: `GB/T` for national ones, the base for the others. */
    sub: varchar('sub', { length: 24 }).notNull(),
    /** The number's typed forms, space-separated (numberForms), for the searchable document. */
    numberForms: text('number_forms').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    issued: day('issued'),
    effective: day('effective'),
    withdrawn: day('withdrawn'),
    ccs: varchar('ccs', { length: 16 }).notNull().default(''),
    ics: varchar('ics', { length: 32 }).notNull().default(''),
    department: text('department').notNull().default(''),
    committee: text('committee').notNull().default(''),
    /** 起草单位, `|`-separated. */
    drafters: text('drafters').notNull().default(''),
    /** The foods and crops it concerns, `|`-separated Chinese words (linked to 食物营养's search). */
    concerns: text('concerns').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('standards_code_idx').on(t.code),
    index('standards_type_idx').on(t.type, t.sub),
    index('standards_effective_idx').on(t.effective),
    index('standards_withdrawn_idx').on(t.withdrawn),
  ],
);

/** `replaces`: the numbers a standard replaced (canonical), whether or not they are in the table themselves. */
export const standardReplaces = pgTable(
  'standard_replaces',
  {
    standardId: integer('standard_id')
      .notNull()
      .references(() => standards.id, { onDelete: 'cascade' }),
    replacedNumber: varchar('replaced_number', { length: 60 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.standardId, t.replacedNumber] }),
    index('standard_replaces_number_idx').on(t.replacedNumber),
  ],
);

/** The China days the status job has run for: a start after a missed day catches up (services/standard/statusJob.ts). */
export const standardStatusDays = pgTable('standard_status_days', {
  day: day('day').primaryKey(),
  changed: integer('changed').notNull().default(0),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
