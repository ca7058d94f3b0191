/** One product by its name (or one of its aliases), with its class: the detail page's key. */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetableClasses, vegetableProducts } from '#server/db/schema/index.ts';

export interface VegProductRow {
  id: number;
  name: string;
  aliases: string;
  unit: string;
  isDemo: boolean;
  classKey: string;
  className: string;
}

export async function productByName(db: Db, name: string): Promise<VegProductRow | null> {
  const rows = await db
    .select({
      id: vegetableProducts.id,
      name: vegetableProducts.name,
      aliases: vegetableProducts.aliases,
      unit: vegetableProducts.unit,
      isDemo: vegetableProducts.isDemo,
      classKey: vegetableClasses.key,
      className: vegetableClasses.name,
    })
    .from(vegetableProducts)
    .innerJoin(vegetableClasses, eq(vegetableClasses.id, vegetableProducts.classId))
    // The name is unique; an alias (番茄 for 西红柿) is a fallback, so the exact name wins.
    .where(
      or(
        eq(vegetableProducts.name, name),
        sql`${name} = any(string_to_array(${vegetableProducts.aliases}, '、'))`,
      ),
    )
    .orderBy(sql`${vegetableProducts.name} <> ${name}`, vegetableProducts.id)
    .limit(1);
  return rows[0] ?? null;
}
