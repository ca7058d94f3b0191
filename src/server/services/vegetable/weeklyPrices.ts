/** Each product's weekly price and volume over every market: the input of the class index (classIndex.ts). */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { WeeklyProductPrice } from './classIndex.ts';

interface Row {
  week: string;
  product_id: number;
  class_key: string;
  price: string;
  volume: string | null;
}

/** Weeks run Monday to Sunday; prices are weighted by volume where markets publish it, a plain mean otherwise. */
export async function weeklyProductPrices(db: Db, from: string, to: string): Promise<WeeklyProductPrice[]> {
  const result = await db.execute(sql`
    select to_char(date_trunc('week', p.date), 'YYYY-MM-DD') as week, p.product_id, c.key as class_key,
      coalesce(sum(p.avg * p.volume) / nullif(sum(p.volume), 0), avg(p.avg)) as price, sum(p.volume) as volume
    from vegetable_prices p
    join vegetable_products v on v.id = p.product_id
    join vegetable_classes c on c.id = v.class_id
    where p.date between ${from} and ${to}
    group by 1, 2, 3`);
  const rows = rowsOf<Row>(result);
  return rows.map((r) => ({
    week: r.week,
    productId: Number(r.product_id),
    classKey: r.class_key,
    price: Number(r.price),
    volume: r.volume === null ? null : Number(r.volume),
  }));
}
