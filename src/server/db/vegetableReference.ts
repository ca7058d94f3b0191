/**
 * The vegetable catalogue every database needs, production included: its classes, products and real wholesale
 * markets. Reporters, addMarketData and the price import name them, so an empty catalogue would refuse every price.
 */
import type { Db } from './client.ts';
import { vegetableClasses, vegetableMarkets, vegetableProducts } from '#server/db/schema/index.ts';
import { pinyinColumns } from '#server/services/search/pinyin.ts';
import {
  VEGETABLE_CLASSES,
  VEGETABLE_MARKETS,
  VEGETABLE_PRODUCTS,
  type CatalogMarket,
  type CatalogProduct,
} from '#server/db/demo/vegetableCatalog.ts';

export interface CatalogueRows {
  products: (Pick<CatalogProduct, 'name' | 'aliases' | 'classKey'> & { sort: number; isDemo: boolean })[];
  markets: (Pick<CatalogMarket, 'name' | 'shortName' | 'provinceCode' | 'cityCode' | 'kind'> & {
    sort: number;
    isDemo: boolean;
  })[];
}

const KIND_SUMMARY = { producing: '产地蔬菜批发市场。', consuming: '销地蔬菜批发市场。' } as const;

/** Classes, products (with pinyin) and markets, each once by name; returns the ids in the rows' order. */
export async function writeVegetableCatalogue(db: Db, rows: CatalogueRows) {
  await db
    .insert(vegetableClasses)
    .values(VEGETABLE_CLASSES.map((c, sort) => ({ key: c.key, name: c.name, sort: sort + 1 })))
    .onConflictDoNothing();
  const classes = new Map((await db.select().from(vegetableClasses)).map((c) => [c.key, c.id]));
  await db
    .insert(vegetableProducts)
    .values(
      rows.products.map((p) => ({
        name: p.name,
        aliases: p.aliases.join('、'),
        classId: classes.get(p.classKey)!,
        ...pinyinColumns([p.name.replace(/（.*）$/, ''), ...p.aliases]),
        sort: p.sort,
        isDemo: p.isDemo,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(vegetableMarkets)
    .values(
      rows.markets.map((m) => ({
        name: m.name,
        shortName: m.shortName,
        provinceCode: m.provinceCode,
        cityCode: m.cityCode,
        kind: m.kind,
        summary: KIND_SUMMARY[m.kind],
        sort: m.sort,
        isDemo: m.isDemo,
      })),
    )
    .onConflictDoNothing();
  const productIds = new Map(
    (await db.select({ id: vegetableProducts.id, name: vegetableProducts.name }).from(vegetableProducts)).map(
      (p) => [p.name, p.id],
    ),
  );
  const marketIds = new Map(
    (await db.select({ id: vegetableMarkets.id, name: vegetableMarkets.name }).from(vegetableMarkets)).map(
      (m) => [m.name, m.id],
    ),
  );
  return {
    product: rows.products.map((p) => productIds.get(p.name)!),
    market: rows.markets.map((m) => marketIds.get(m.name)!),
  };
}

/** The real catalogue, once: a database that has classes keeps what its operators made of them. */
export async function seedVegetableCatalogue(db: Db): Promise<void> {
  const [existing] = await db.select({ id: vegetableClasses.id }).from(vegetableClasses).limit(1);
  if (existing) return;
  await writeVegetableCatalogue(db, {
    products: VEGETABLE_PRODUCTS.map((p, i) => ({ ...p, sort: i + 1, isDemo: false })),
    markets: VEGETABLE_MARKETS.map((m, i) => ({ ...m, sort: i + 1, isDemo: false })),
  });
}
