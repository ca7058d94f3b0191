/** getCountryList: every customs partner with ISO and map names, those with flows marked; by continent if asked. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradePartners } from '#server/db/schema/index.ts';
import type { TradeCountryList } from '#lib/trade/types.ts';
import { partnerRef } from './partners.ts';
import { partnerHasFlows } from './flowSql.ts';

/** The customs order of continents (the first digit of the code). */
const CONTINENTS = ['亚洲', '非洲', '欧洲', '拉丁美洲', '北美洲', '大洋洲'];

export async function countryList(db: Db, continent?: string): Promise<TradeCountryList> {
  const rows = await db
    .select({ partner: tradePartners, hasData: partnerHasFlows(tradePartners.code).mapWith(Boolean) })
    .from(tradePartners)
    .where(continent ? eq(tradePartners.continent, continent) : undefined)
    .orderBy(asc(tradePartners.code));
  return {
    continents: CONTINENTS,
    list: rows.map(({ partner: p, hasData }) => ({ ...partnerRef(p), iso3: p.iso3, has_data: hasData })),
  };
}
