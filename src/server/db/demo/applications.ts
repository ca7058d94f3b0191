/**
 * Every application's demo, each only into its empty tables: what a development start seeds after the demo members
 * and content (`prepare.ts`), what `npm run db:demo` adds on PostgreSQL, and what the benches load. One list, so a
 * new application's demo reaches all three.
 */
import type { Db } from '#server/db/client.ts';
import { seedDemoVegetables } from './vegetableSeed.ts';
import { seedDemoSupplyDemand } from './vegetableSupplyDemand.ts';
import { seedDemoTrade } from './tradeSeed.ts';
import { seedDemoIndicators } from './industrySeed.ts';
import { seedDemoIndustryTables } from './industryTables.ts';
import { seedDemoBaike } from './baikeSeed.ts';

export interface ApplicationDemoOptions {
  /** Left out when a caller has just written a scaled one (`db:demo --vegetable-scale`, `--trade-scale`). */
  vegetables?: boolean;
  trade?: boolean;
  /** 供求信息's posts are the demo members': left out where they are not seeded (the benches' production starts). */
  supplyDemand?: boolean;
}

export async function seedDemoApplications(db: Db, now: Date, opts: ApplicationDemoOptions = {}) {
  // Three years of demo vegetable prices (API tests opt in: seedDemoVegetables).
  if (opts.vegetables !== false) await seedDemoVegetables(db, now);
  // A handful of supply and demand posts by the demo members.
  if (opts.supplyDemand !== false) await seedDemoSupplyDemand(db, now);
  // Four years of demo trade flows and demo tariff rates.
  if (opts.trade !== false) await seedDemoTrade(db, now);
  // Twenty years of demo provinces, cities, quarters and months around the official national figures (数据检索).
  await seedDemoIndicators(db);
  // A few editors' tables from queries the demo store answers (数据检索's 数据表格).
  await seedDemoIndustryTables(db, now);
  // 农业百科's entries (demo/baike/*.json), each published as its first version.
  await seedDemoBaike(db, now);
}
