/**
 * The product directory's build query: the HS sections with their chapters (getProductCateList) and every chapter's
 * imports and exports from January to the newest month (getTopClass, in 美元), read by the same services.
 */
import type { Db } from '#server/db/client.ts';
import { TRADE_CURRENCY_UNIT } from '#lib/trade/messages.ts';
import { januaryOf } from '#lib/trade/months.ts';
import type { TradeSection, TradeTopClass } from '#lib/trade/types.ts';
import { cateList } from './cateList.ts';
import { topClass } from './topClass.ts';
import { tradeWindow } from './window.ts';

export interface TradeDirectoryData {
  sections: TradeSection[];
  /** Null before any flow is held. */
  topClass: TradeTopClass | null;
}

export async function tradeDirectoryData(db: Db): Promise<TradeDirectoryData> {
  const [tree, w] = await Promise.all([cateList(db), tradeWindow(db)]);
  const sections = tree && 'sections' in tree ? tree.sections : [];
  if (!w) return { sections, topClass: null };
  // The call's own period (routes/trade/directory.ts: cumulative to the newest month, 美元).
  const range = { from: januaryOf(w.last), to: w.last };
  const info = { period: 'cumulative' as const, month: w.last, ...range, currency: 'usd' as const };
  return {
    sections,
    topClass: await topClass(db, { info: { ...info, currency_unit: TRADE_CURRENCY_UNIT.usd }, range }),
  };
}

export const tradeDirectoryQueries = {
  /** /application/trade/product-directory: a static page, rendered again in every publish run. */
  tradeDirectoryData: (db: Db) => tradeDirectoryData(db),
};
