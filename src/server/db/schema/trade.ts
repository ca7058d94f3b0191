/**
 * 进出口贸易: the HS nomenclature (chapters 01–24), customs partners, ports, supervision places, permitted origins,
 * tariff rates and the monthly flows by 6-digit code × partner × direction (reference data: db/reference/trade/).
 */
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

/** Sections I–IV of the HS that chapters 01–24 belong to. */
export const tradeHsSections = pgTable('trade_hs_sections', {
  section: varchar('section', { length: 4 }).primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * An HS code at 2 (chapter), 4 (heading) or 6 digits (subheading); searchable by code, Chinese and English name,
 * common trade names, pinyin and initials (search_text, drizzle/0016_trade_search.sql and 0027_trade_hs_aliases.sql).
 */
export const tradeHsCodes = pgTable(
  'trade_hs_codes',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    /** The code one level up; null for a chapter. */
    parent: varchar('parent', { length: 6 }),
    level: smallint('level').notNull(),
    section: varchar('section', { length: 4 }).notNull(),
    /** Empty when no Chinese name exists yet: shown with the English. */
    nameZh: text('name_zh').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    /** Common trade names (豆粕, 车厘子) and the crop's products' names (大豆油), space-separated; searched, never shown. */
    aliases: text('aliases').notNull().default(''),
    pinyin: text('pinyin').notNull().default(''),
    initials: text('initials').notNull().default(''),
  },
  (t) => [index('trade_hs_codes_parent_idx').on(t.parent, t.code)],
);

/** China Customs' 3-digit country/region codes with ISO 3166-1 and the world map's feature name. */
export const tradePartners = pgTable('trade_partners', {
  code: varchar('code', { length: 3 }).primaryKey(),
  iso2: varchar('iso2', { length: 2 }).notNull().unique(),
  iso3: varchar('iso3', { length: 3 }).notNull(),
  nameZh: text('name_zh').notNull(),
  continent: varchar('continent', { length: 8 }).notNull(),
  /** The `name` of the feature of the world map (@surbowl/world-geo-json-zh); empty where the map has none. */
  mapName: text('map_name').notNull().default(''),
});

/** Ports of entry for agricultural goods, kind 水运, 航空, 陆路 or 铁路. */
export const tradePorts = pgTable('trade_ports', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull().unique(),
  customs: varchar('customs', { length: 20 }).notNull(),
  province: varchar('province', { length: 12 }).notNull(),
  kind: varchar('kind', { length: 4 }).notNull(),
});

/** Designated supervision places (指定监管场地), kind 进境肉类, 进境水果 …; `port` names a row of trade_ports. */
export const tradeSupervisionPlaces = pgTable('trade_supervision_places', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  kind: varchar('kind', { length: 12 }).notNull(),
  port: varchar('port', { length: 40 }).notNull(),
  province: varchar('province', { length: 12 }).notNull(),
});

/** A country allowed to export a product to China (准入名单); product groups 肉类, 水果, 粮食, 乳品. */
export const tradePermittedOrigins = pgTable(
  'trade_permitted_origins',
  {
    group: varchar('group', { length: 8 }).notNull(),
    product: varchar('product', { length: 12 }).notNull(),
    iso2: varchar('iso2', { length: 2 })
      .notNull()
      .references(() => tradePartners.iso2),
    note: text('note').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.product, t.iso2] }), index('trade_permitted_origins_iso2_idx').on(t.iso2)],
);

/**
 * One tariff rate of a 6-digit code, in percent ad valorem: kind mfn (最惠国), general (普通), provisional (暂定) or
 * agreement (协定, with the agreement's name; '' for the others). `source` names the tariff book a real rate comes from.
 */
export const tradeTariffRates = pgTable(
  'trade_tariff_rates',
  {
    code: varchar('code', { length: 6 })
      .notNull()
      .references(() => tradeHsCodes.code),
    kind: varchar('kind', { length: 12 }).notNull(),
    agreement: varchar('agreement', { length: 40 }).notNull().default(''),
    rate: numeric('rate', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    source: text('source').notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.code, t.kind, t.agreement] })],
);

/** A published month ('YYYY-MM') with its USD→RMB rate (RMB = USD × rate): the newest row is the newest data. */
export const tradeMonths = pgTable('trade_months', {
  month: varchar('month', { length: 7 }).primaryKey(),
  usdRmb: numeric('usd_rmb', { precision: 8, scale: 4, mode: 'number' }).notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
});

/**
 * One month's flow of a 6-digit code with one partner, direction 'import' or 'export'. Values in whole US dollars
 * and yuan; quantity in the code's customs unit (千克, 头 for live animals). The key (month, …) answers a month's
 * totals; (hs6, direction, month) a product's series and partners; (partner, direction, month) a country's.
 */
export const tradeFlows = pgTable(
  'trade_flows',
  {
    month: varchar('month', { length: 7 }).notNull(),
    hs6: varchar('hs6', { length: 6 })
      .notNull()
      .references(() => tradeHsCodes.code),
    partner: varchar('partner', { length: 3 })
      .notNull()
      .references(() => tradePartners.code),
    direction: varchar('direction', { length: 6 }).notNull(),
    valueUsd: bigint('value_usd', { mode: 'number' }).notNull(),
    valueRmb: bigint('value_rmb', { mode: 'number' }).notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 1, mode: 'number' }),
    unit: varchar('unit', { length: 6 }).notNull().default('千克'),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.hs6, t.partner, t.direction] }),
    index('trade_flows_hs6_idx').on(t.hs6, t.direction, t.month),
    index('trade_flows_partner_idx').on(t.partner, t.direction, t.month),
  ],
);

/**
 * Flows summed over partners per product, direction and month (drizzle/0031): getProductSeries without a partner
 * reads these instead of every partner's row. Statement triggers on trade_flows keep it, so every writer (an import,
 * the demo seed, an old release) refreshes the months it touched in its own transaction.
 */
export const tradeFlowMonths = pgTable(
  'trade_flow_months',
  {
    hs6: varchar('hs6', { length: 6 }).notNull(),
    direction: varchar('direction', { length: 6 }).notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    valueUsd: bigint('value_usd', { mode: 'number' }).notNull(),
    valueRmb: bigint('value_rmb', { mode: 'number' }).notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 1, mode: 'number' }),
    rows: integer('rows').notNull(),
    allQuantified: boolean('all_quantified').notNull(),
    minUnit: varchar('min_unit', { length: 6 }).notNull(),
    maxUnit: varchar('max_unit', { length: 6 }).notNull(),
    knownUnit: varchar('known_unit', { length: 6 }),
    isDemo: boolean('is_demo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hs6, t.direction, t.month] })],
);

/** The version of the vendored reference files last written (one row): a start with the same files writes nothing. */
export const tradeReferenceVersion = pgTable('trade_reference_version', {
  id: smallint('id').primaryKey(),
  version: varchar('version', { length: 64 }).notNull(),
});
