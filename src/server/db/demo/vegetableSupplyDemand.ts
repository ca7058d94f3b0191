/**
 * Demo supply and demand posts (marked is_demo, shown with the demo badge): a handful of believable ones owned by
 * the demo members, valid for weeks from `now`. Only into an empty table, only where the demo members exist.
 */
import { count, inArray } from 'drizzle-orm';
import { addDays } from '#lib/chinaTime.ts';
import { chinaToday } from '#lib/chinaTime.ts';
import type { Db } from '#server/db/client.ts';
import { users, vegetableProducts, vegetableSupplyDemand } from '#server/db/schema/index.ts';

interface DemoPost {
  owner: 'vipdemo' | 'demo3';
  kind: 'supply' | 'demand';
  product: string;
  quantity: number;
  unit: string;
  price: number | null;
  city: string;
  contact: string;
  phone: string;
  /** Days from today to the last valid day. */
  days: number;
  /** Hours before now it was posted. */
  ago: number;
  description: string;
}

// Phones in the demo members' own 1380000xxxx block: the form's rule accepts them, nobody answers them.
const POSTS: DemoPost[] = [
  {
    owner: 'demo3',
    kind: 'supply',
    product: '大白菜',
    quantity: 30,
    unit: '吨',
    price: 1.2,
    city: '3707',
    contact: '王建国',
    phone: '13800000101',
    days: 20,
    ago: 3,
    description: '寿光基地直供黄芽白，单棵2—3斤，包心紧实，可代办装车发往全国。',
  },
  {
    owner: 'vipdemo',
    kind: 'demand',
    product: '黄瓜',
    quantity: 5,
    unit: '吨',
    price: null,
    city: '1101',
    contact: '李经理',
    phone: '13800000102',
    days: 30,
    ago: 5,
    description: '长期求购顶花带刺鲜黄瓜，供应社区生鲜超市，需提供农残检测报告，每周两车。',
  },
  {
    owner: 'demo3',
    kind: 'supply',
    product: '西红柿',
    quantity: 15,
    unit: '吨',
    price: 3.8,
    city: '3707',
    contact: '王建国',
    phone: '13800000101',
    days: 14,
    ago: 9,
    description: '大棚粉果，果型周正，硬度好耐运输，三两以上统货。',
  },
  {
    owner: 'vipdemo',
    kind: 'supply',
    product: '土豆',
    quantity: 50,
    unit: '吨',
    price: 1.9,
    city: '6211',
    contact: '张师傅',
    phone: '13800000103',
    days: 45,
    ago: 20,
    description: '定西荷兰15号，二两以上，网袋包装，冷库存储，随时发货。',
  },
  {
    owner: 'demo3',
    kind: 'demand',
    product: '生姜',
    quantity: 10,
    unit: '吨',
    price: 8.5,
    city: '4401',
    contact: '陈女士',
    phone: '13800000104',
    days: 25,
    ago: 26,
    description: '求购出口级小黄姜，无烂块、无泥，单块150克以上，可签长期合同。',
  },
  {
    owner: 'vipdemo',
    kind: 'supply',
    product: '大葱',
    quantity: 20,
    unit: '吨',
    price: 2.2,
    city: '3701',
    contact: '刘先生',
    phone: '13800000105',
    days: 18,
    ago: 30,
    description: '章丘大葱，葱白长50厘米以上，捆扎整齐，产地直发。',
  },
  {
    owner: 'demo3',
    kind: 'demand',
    product: '香菇',
    quantity: 2,
    unit: '吨',
    price: null,
    city: '3101',
    contact: '周经理',
    phone: '13800000106',
    days: 21,
    ago: 48,
    description: '餐饮配送公司求购鲜香菇，菇型圆整、菌盖4厘米左右，每日送货。',
  },
  {
    owner: 'vipdemo',
    kind: 'supply',
    product: '西兰花',
    quantity: 8,
    unit: '吨',
    price: 5.6,
    city: '5301',
    contact: '杨女士',
    phone: '13800000107',
    days: 12,
    ago: 60,
    description: '高原西兰花，冰袋泡沫箱包装，每箱约10公斤，可发冷链。',
  },
  {
    owner: 'demo3',
    kind: 'demand',
    product: '大白菜',
    quantity: 40,
    unit: '吨',
    price: 1.1,
    city: '2301',
    contact: '赵先生',
    phone: '13800000108',
    days: 35,
    ago: 72,
    description: '冬储菜求购，要求包心实、无冻伤，整车到货结算。',
  },
];

/** Writes the demo posts; returns how many (0 when posts exist or the demo members or products are missing). */
export async function seedDemoSupplyDemand(db: Db, now: Date): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(vegetableSupplyDemand)) as [{ n: number }];
  if (n > 0) return 0;
  const owners = new Map(
    (
      await db
        .select({ uid: users.uid, account: users.account })
        .from(users)
        .where(inArray(users.account, ['vipdemo', 'demo3']))
    ).map((u) => [u.account, u.uid]),
  );
  const products = new Map(
    (
      await db
        .select({ id: vegetableProducts.id, name: vegetableProducts.name })
        .from(vegetableProducts)
        .where(inArray(vegetableProducts.name, [...new Set(POSTS.map((p) => p.product))]))
    ).map((p) => [p.name, p.id]),
  );
  const today = chinaToday(now);
  const rows = POSTS.filter((p) => owners.has(p.owner) && products.has(p.product)).map((p) => {
    const created = new Date(now.getTime() - p.ago * 3_600_000);
    return {
      kind: p.kind,
      productId: products.get(p.product)!,
      quantity: p.quantity,
      unit: p.unit,
      price: p.price,
      cityCode: p.city,
      contactName: p.contact,
      contactPhone: p.phone,
      validUntil: addDays(today, p.days),
      description: p.description,
      ownerUid: owners.get(p.owner)!,
      isDemo: true,
      createdAt: created,
      updatedAt: created,
    };
  });
  if (rows.length) await db.insert(vegetableSupplyDemand).values(rows);
  return rows.length;
}
