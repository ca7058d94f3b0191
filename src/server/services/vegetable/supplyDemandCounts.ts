/** getSupplyDemandCityList / getSupplyDemandNameList: open posts counted by city and by product, under the other filters. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { cityName, findCity } from '#lib/vegetable/supplyDemand.ts';
import type { SupplyDemandCity, SupplyDemandName } from '#lib/vegetable/types.ts';
import type { Db } from '#server/db/client.ts';
import {
  vegetableClasses,
  vegetableProducts,
  vegetableSupplyDemand as post,
} from '#server/db/schema/index.ts';
import { DIVISIONS } from '#server/services/accounts/divisions.ts';
import { filterWhere, listedWhere, type SupplyFilters } from './supplyDemandList.ts';

const n = () => sql<number>`count(*)`.mapWith(Number);

/** Cities with open posts (of the kind and product given), most posts first; names from the division tree. */
export async function supplyDemandCities(
  db: Db,
  f: SupplyFilters,
  today: string,
): Promise<SupplyDemandCity[]> {
  const count = n();
  const rows = await db
    .select({ city: post.cityCode, n: count })
    .from(post)
    .where(and(listedWhere(today), ...filterWhere({ ...f, city: undefined })))
    .groupBy(post.cityCode)
    .orderBy(desc(count), asc(post.cityCode));
  return rows.map((r) => ({
    city: r.city,
    city_name: cityName(DIVISIONS, r.city) || r.city,
    province_name: findCity(DIVISIONS, r.city)?.province.name ?? '',
    count: r.n,
  }));
}

/**
 * Products with open posts (of the kind and city given), most posts first; with `all`, every product of the
 * catalogue in class order (the form's choice), counts 0 where none.
 */
export async function supplyDemandNames(
  db: Db,
  f: SupplyFilters & { all?: boolean },
  today: string,
): Promise<SupplyDemandName[]> {
  const counted = db
    .select({ productId: post.productId, n: n().as('n') })
    .from(post)
    .where(and(listedWhere(today), ...filterWhere({ ...f, product_id: undefined })))
    .groupBy(post.productId)
    .as('counted');
  const columns = {
    id: vegetableProducts.id,
    name: vegetableProducts.name,
    className: vegetableClasses.name,
    n: sql<number>`coalesce(${counted.n}, 0)`.mapWith(Number),
  };
  const base = db
    .select(columns)
    .from(vegetableProducts)
    .innerJoin(vegetableClasses, eq(vegetableClasses.id, vegetableProducts.classId));
  const rows = f.all
    ? await base
        .leftJoin(counted, eq(counted.productId, vegetableProducts.id))
        .orderBy(asc(vegetableClasses.sort), asc(vegetableProducts.sort), asc(vegetableProducts.id))
    : await base
        .innerJoin(counted, eq(counted.productId, vegetableProducts.id))
        .orderBy(desc(counted.n), asc(vegetableProducts.sort), asc(vegetableProducts.id));
  return rows.map((r) => ({ product_id: r.id, product_name: r.name, class_name: r.className, count: r.n }));
}
