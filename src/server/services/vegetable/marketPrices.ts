/** One market's prices on a day (its latest by default): the survey_detail table, by class then product. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetableClasses, vegetablePrices, vegetableProducts } from '#server/db/schema/index.ts';
import type { VegMarketPrice } from '#lib/vegetable/types.ts';

export async function marketPrices(db: Db, marketId: number, date: string): Promise<VegMarketPrice[]> {
  return db
    .select({
      product_id: vegetableProducts.id,
      name: vegetableProducts.name,
      class_key: vegetableClasses.key,
      class_name: vegetableClasses.name,
      unit: vegetableProducts.unit,
      low: vegetablePrices.low,
      avg: vegetablePrices.avg,
      high: vegetablePrices.high,
      volume: vegetablePrices.volume,
      origin: vegetablePrices.origin,
    })
    .from(vegetablePrices)
    .innerJoin(vegetableProducts, eq(vegetableProducts.id, vegetablePrices.productId))
    .innerJoin(vegetableClasses, eq(vegetableClasses.id, vegetableProducts.classId))
    .where(and(eq(vegetablePrices.marketId, marketId), eq(vegetablePrices.date, date)))
    .orderBy(asc(vegetableClasses.sort), asc(vegetableProducts.sort), asc(vegetableProducts.id));
}
