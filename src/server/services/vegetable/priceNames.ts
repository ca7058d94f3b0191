/** Markets and products by the names files and forms use: full name, short name or alias. */
import type { Db } from '#server/db/client.ts';
import { vegetableMarkets, vegetableProducts } from '#server/db/schema/index.ts';

export interface PriceNames {
  market: (name: string) => number | undefined;
  product: (name: string) => number | undefined;
}

/** Loaded once per write: a few hundred markets and products at most (demo ×10: 150 and 520). */
export async function priceNames(db: Db): Promise<PriceNames> {
  const [markets, products] = await Promise.all([
    db
      .select({ id: vegetableMarkets.id, name: vegetableMarkets.name, short: vegetableMarkets.shortName })
      .from(vegetableMarkets),
    db
      .select({ id: vegetableProducts.id, name: vegetableProducts.name, aliases: vegetableProducts.aliases })
      .from(vegetableProducts),
  ]);
  const m = new Map<string, number>();
  // Full names first: a short name never hides another market's full name.
  for (const x of markets) if (x.short) m.set(x.short, x.id);
  for (const x of markets) m.set(x.name, x.id);
  const p = new Map<string, number>();
  for (const x of products) for (const a of x.aliases.split('、')) if (a.trim()) p.set(a.trim(), x.id);
  for (const x of products) p.set(x.name, x.id);
  return { market: (name) => m.get(name.trim()), product: (name) => p.get(name.trim()) };
}
