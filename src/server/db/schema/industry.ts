/**
 * 数据检索's indicator store: a domain tree (种植业 › 粮食 › 稻谷 …), indicators with unit, frequency and source, and
 * observations by indicator × region (administrative code) × period (reference data: db/reference/industry/).
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

/** A domain; `parentId` null for the first level (种植业, 畜牧业 …). */
export const indicatorDomains = pgTable('indicator_domains', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 40 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** An indicator as the yearbooks name it (粮食产量, 万吨); searchable by name, pinyin and initials. */
export const indicators = pgTable(
  'indicators',
  {
    id: integer('id').primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => indicatorDomains.id),
    name: varchar('name', { length: 60 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    /** year | quarter | month (#lib/industry/periods.ts). */
    frequency: varchar('frequency', { length: 8 }).notNull(),
    definition: text('definition').notNull().default(''),
    source: varchar('source', { length: 60 }).notNull().default(''),
    pinyin: text('pinyin').notNull().default(''),
    initials: text('initials').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('indicators_domain_idx').on(t.domainId)],
);

/**
 * One value: region is a 6-digit administrative code ('000000' national, 110000 a province, 130100 a city), period
 * 'YYYY', 'YYYYQn' or 'YYYY-MM' (text sorts in time order within a frequency); flag '' or 初步数, 估计数 ….
 */
export const indicatorObservations = pgTable(
  'indicator_observations',
  {
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id),
    region: varchar('region', { length: 6 }).notNull(),
    period: varchar('period', { length: 7 }).notNull(),
    value: doublePrecision('value').notNull(),
    flag: varchar('flag', { length: 10 }).notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  // The query reads an indicator's regions over a period range: the key's order serves it as a range scan.
  (t) => [
    primaryKey({ columns: [t.indicatorId, t.region, t.period] }),
    index('indicator_observations_region_idx').on(t.region, t.period),
  ],
);

/**
 * The rollup getIndex reads: one row per series (indicator × region × frequency, `len` the periods' length: 4 year,
 * 6 quarter, 7 month) holding its cells `[[period, value, flag, isDemo], …]` in period order, so a query reads a row
 * per series rather than per cell. Kept by indicator_observations' statement triggers (migration 0030): every writer,
 * an old release's included, refreshes the series it touched in its own transaction.
 */
export const indicatorSeries = pgTable(
  'indicator_series',
  {
    indicatorId: integer('indicator_id').notNull(),
    region: varchar('region', { length: 6 }).notNull(),
    len: integer('len').notNull(),
    cells: json('cells').$type<[string, number, string, boolean][]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.indicatorId, t.region, t.len] })],
);

/** The vendored reference's version in this database: the seed reads the files only when it changed. */
export const industryReferenceVersion = pgTable('indicator_reference_version', {
  key: varchar('key', { length: 20 }).primaryKey(),
  version: varchar('version', { length: 40 }).notNull(),
});
