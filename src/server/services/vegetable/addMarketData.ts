/** addMarketData: one market's day of prices from a reporter (their own market) or an editor, written as one. */
import { eq } from 'drizzle-orm';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { vegetableMarkets } from '#server/db/schema/index.ts';
import { VEG_MARKET_MSG, VEG_MSG } from '#lib/vegetable/messages.ts';
import type { AddMarketDataInput } from '#lib/vegetable/validators.ts';
import type { VegAddResult } from '#lib/vegetable/types.ts';
import { priceDateProblem } from './priceDate.ts';
import { priceNames } from './priceNames.ts';
import { afterPrices, upsertPrices, type PriceRecord } from './priceWrite.ts';

export interface PriceWriter {
  uid: number;
  now: Date;
  editor: boolean;
  /** The market a reporter reports for (null for an editor who is no reporter). */
  marketId: number | null;
}

export async function addMarketData(
  db: Db,
  input: AddMarketDataInput,
  by: PriceWriter,
): Promise<VegAddResult> {
  if (!by.editor && by.marketId !== input.market_id) throw new Refusal(VEG_MARKET_MSG.notYourMarket);
  const dateProblem = priceDateProblem(input.date, by.now, by.editor);
  if (dateProblem) throw new Refusal(dateProblem);
  const [market] = await db
    .select({ id: vegetableMarkets.id })
    .from(vegetableMarkets)
    .where(eq(vegetableMarkets.id, input.market_id));
  if (!market) throw new Refusal(VEG_MSG.unknownMarket);
  const names = await priceNames(db);
  const records: PriceRecord[] = [];
  const seen = new Set<number>();
  for (const row of input.rows) {
    const productId = names.product(row.product);
    if (productId === undefined) throw new Refusal(VEG_MARKET_MSG.unknownProductNamed(row.product));
    if (seen.has(productId)) throw new Refusal(VEG_MARKET_MSG.duplicateProduct(row.product));
    seen.add(productId);
    records.push({ ...row, marketId: market.id, productId, date: input.date });
  }
  return db.transaction(async (tx) => {
    const written = await upsertPrices(tx as unknown as Db, records);
    const indexRows = await afterPrices(tx as unknown as Db, records, by);
    return { ...written, index_rows: indexRows };
  });
}
