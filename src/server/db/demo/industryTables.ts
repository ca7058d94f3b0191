/** A few published 数据检索 tables, as an editor would make them from queries the demo store answers. */
import { querySearch, type IndustryQuery } from '#lib/industry/query.ts';
import type { Db } from '#server/db/client.ts';
import { industryTables } from '#server/db/schema/index.ts';
import { PROVINCES } from '#server/services/industry/regions.ts';

const provinces = () => PROVINCES.map((p) => p.code);

const DEMO_TABLES: { title: string; description: string; query: IndustryQuery }[] = [
  {
    title: '全国粮食产量',
    description: '2005年以来全国粮食产量、播种面积和单位面积产量（国家统计局）。',
    query: {
      indicators: [1001, 1002, 1003],
      regions: ['000000'],
      from: '2005',
      to: '2024',
      rows: 'indicator',
      cols: 'period',
    },
  },
  {
    title: '各省粮食产量',
    description: '近十年31个省（自治区、直辖市）粮食产量，可按地区比较主产区变化。',
    query: {
      indicators: [1001],
      regions: provinces(),
      from: '2015',
      to: '2024',
      rows: 'region',
      cols: 'period',
    },
  },
  {
    title: '农村居民人均可支配收入',
    description: '全国及各省农村居民人均可支配收入，反映农民增收情况。',
    query: {
      indicators: [6101],
      regions: ['000000', ...provinces()],
      from: '2015',
      to: '2024',
      rows: 'region',
      cols: 'period',
    },
  },
  {
    title: '猪肉集贸市场价格（月度）',
    description: '全国集贸市场去骨鲜猪肉月度平均价格。',
    query: {
      indicators: [4201],
      regions: ['000000'],
      from: '2023-01',
      to: '2024-12',
      rows: 'indicator',
      cols: 'period',
    },
  },
];

/** Only into an empty table: an editor's tables are never replaced. */
export async function seedDemoIndustryTables(db: Db, now: Date): Promise<void> {
  const [any] = await db.select({ id: industryTables.id }).from(industryTables).limit(1);
  if (any) return;
  await db.insert(industryTables).values(
    DEMO_TABLES.map((t) => ({
      title: t.title,
      description: t.description,
      search: querySearch(t.query),
      createdAt: now,
      updatedAt: now,
    })),
  );
}
