/**
 * 农业专题's reference topics, seeded in every database (production included) while the topic table is empty: the
 * page needs topics to show anything, and their indicators and official national figures are reference data too.
 * Once editors have curated topics (the `ast_topic` import), nothing here is written again.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { astTopics } from '#server/db/schema/index.ts';

export interface ReferenceTopic {
  category: string;
  name: string;
  indicatorId: number;
  description: string;
}

/** Year indicators with provincial values (the demo gives them cities too), in the order the page lists them. */
export const AST_REFERENCE_TOPICS: readonly ReferenceTopic[] = [
  {
    category: '粮食生产',
    name: '粮食产量',
    indicatorId: 1001,
    description: '各地区粮食总产量，含谷物、豆类和薯类。',
  },
  {
    category: '粮食生产',
    name: '稻谷产量',
    indicatorId: 1011,
    description: '各地区稻谷产量，南方双季稻区与东北单季稻区为主产区。',
  },
  {
    category: '粮食生产',
    name: '小麦产量',
    indicatorId: 1021,
    description: '各地区小麦产量，黄淮海平原为主产区。',
  },
  {
    category: '粮食生产',
    name: '玉米产量',
    indicatorId: 1031,
    description: '各地区玉米产量，东北和华北为主产区。',
  },
  {
    category: '经济作物',
    name: '棉花产量',
    indicatorId: 1201,
    description: '各地区皮棉产量，新疆占全国大部分。',
  },
  {
    category: '经济作物',
    name: '油料产量',
    indicatorId: 1101,
    description: '各地区花生、油菜籽等油料作物产量。',
  },
  { category: '经济作物', name: '蔬菜产量', indicatorId: 1301, description: '各地区蔬菜（含菜用瓜）产量。' },
  {
    category: '畜牧业',
    name: '肉类产量',
    indicatorId: 2001,
    description: '各地区猪、牛、羊、禽肉产量之和。',
  },
  { category: '畜牧业', name: '猪肉产量', indicatorId: 2101, description: '各地区猪肉产量。' },
  { category: '畜牧业', name: '禽蛋产量', indicatorId: 2601, description: '各地区禽蛋产量。' },
  {
    category: '农村经济',
    name: '农村居民人均可支配收入',
    indicatorId: 6101,
    description: '各地区农村居民人均可支配收入。',
  },
  {
    category: '农村经济',
    name: '农林牧渔业总产值',
    indicatorId: 6301,
    description: '各地区农、林、牧、渔业及服务业总产值。',
  },
];

/** The indicators of the reference topics (the demo generates their cities). */
export const AST_REFERENCE_INDICATORS: readonly number[] = [
  ...new Set(AST_REFERENCE_TOPICS.map((t) => t.indicatorId)),
];

/** Writes the reference topics into an empty topic table; answers whether it wrote. */
export async function seedAstReference(db: Db): Promise<boolean> {
  const [held] = await db.select({ n: sql<number>`count(*)::int` }).from(astTopics);
  if (held && held.n > 0) return false;
  await db
    .insert(astTopics)
    .values(AST_REFERENCE_TOPICS.map((t, sort) => ({ ...t, sort: sort + 1, published: true })))
    .onConflictDoNothing();
  return true;
}
