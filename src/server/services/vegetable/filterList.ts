/** What the list page's filters offer: classes, markets, the provinces that have markets, the latest day. */
import { asc } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetableClasses, vegetableMarkets } from '#server/db/schema/index.ts';
import type { VegFilterList } from '#lib/vegetable/types.ts';
import { latestDay } from './latestDay.ts';
import { provinceName } from './provinceName.ts';

export async function filterList(db: Db): Promise<VegFilterList> {
  const [classes, markets, latest] = await Promise.all([
    db
      .select({ key: vegetableClasses.key, name: vegetableClasses.name })
      .from(vegetableClasses)
      .orderBy(asc(vegetableClasses.sort), asc(vegetableClasses.id)),
    db
      .select({
        id: vegetableMarkets.id,
        shortName: vegetableMarkets.shortName,
        provinceCode: vegetableMarkets.provinceCode,
      })
      .from(vegetableMarkets)
      .orderBy(asc(vegetableMarkets.provinceCode), asc(vegetableMarkets.sort), asc(vegetableMarkets.id)),
    latestDay(db),
  ]);
  const provinces = [...new Set(markets.map((m) => m.provinceCode))].map((code) => ({
    code,
    name: provinceName(code),
  }));
  return {
    classes,
    markets: markets.map((m) => ({
      id: m.id,
      short_name: m.shortName,
      province_code: m.provinceCode,
      province_name: provinceName(m.provinceCode),
    })),
    provinces,
    latest_day: latest,
  };
}
