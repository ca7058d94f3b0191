/** getTaxRate: the tariff rates of every 6-digit code under a code (MFN, general, provisional, agreements). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes, tradeTariffRates } from '#server/db/schema/index.ts';
import type { TradeTaxRates } from '#lib/trade/types.ts';
import { codeCondition } from './flowSql.ts';
import { hsName, type HsCode } from './hsCodes.ts';

export async function taxRates(db: Db, code: HsCode): Promise<TradeTaxRates> {
  const rows = await db
    .select({
      code: tradeHsCodes.code,
      nameZh: tradeHsCodes.nameZh,
      nameEn: tradeHsCodes.nameEn,
      kind: tradeTariffRates.kind,
      agreement: tradeTariffRates.agreement,
      rate: tradeTariffRates.rate,
      source: tradeTariffRates.source,
      isDemo: tradeTariffRates.isDemo,
    })
    .from(tradeTariffRates)
    .innerJoin(tradeHsCodes, eq(tradeHsCodes.code, tradeTariffRates.code))
    .where(and(codeCondition(code.code, tradeHsCodes.code), eq(tradeHsCodes.level, 6)))
    .orderBy(asc(tradeHsCodes.code), sql`${tradeTariffRates.rate} desc`, asc(tradeTariffRates.agreement));
  const rates: TradeTaxRates['rates'] = [];
  for (const r of rows) {
    let item = rates.find((i) => i.code === r.code);
    if (!item)
      rates.push(
        (item = {
          code: r.code,
          name: hsName(r),
          mfn: null,
          general: null,
          provisional: null,
          agreements: [],
          source: '',
          demo: false,
        }),
      );
    if (r.kind === 'agreement') item.agreements.push({ name: r.agreement, rate: r.rate });
    else if (r.kind === 'mfn' || r.kind === 'general' || r.kind === 'provisional') item[r.kind] = r.rate;
    if (r.source && !item.source) item.source = r.source;
    item.demo ||= r.isDemo;
  }
  return { code: code.code, name: code.name, rates };
}
