/** What every start and every page build does to its database first: reference data, and demo data if wanted. */
import { loadsDemo, type Env } from '#server/env.ts';
import type { Db } from './client.ts';
import { fileStoreFor } from '#server/services/files/fileStoreFor.ts';
import type { FileStore } from '#server/services/files/store.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { seedDemoSupplyDemand } from '#server/db/demo/vegetableSupplyDemand.ts';
import { seedDemoTrade } from '#server/db/demo/tradeSeed.ts';
import { seedDemoIndicators } from '#server/db/demo/industrySeed.ts';
import { seedDemoIndustryTables } from '#server/db/demo/industryTables.ts';
import { seedDemoBaike } from '#server/db/demo/baikeSeed.ts';
import { seedDemo, seedReference } from './seed.ts';
import { PREPARE_LOCK_KEY } from './lockKeys.ts';
import { sql } from 'drizzle-orm';

/** `files`: where the demo PDFs go (the runtime's store; a page build's own from the same settings). */
export async function prepareDatabase(
  db: Db,
  env: Env,
  now: Date,
  files: FileStore = fileStoreFor(env),
): Promise<void> {
  // PostgreSQL (DATABASE_URL): processes and builds starting together seed one at a time; PGlite admits one process.
  if (!env.DATABASE_URL) return seedAll(db, env, now, files);
  await db.transaction(async (tx) => {
    // Held for the whole seeding, which works on other connections of the pool (DATABASE_POOL_SIZE ≥ 2).
    await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK_KEY}::bigint)`);
    await seedAll(db, env, now, files);
  });
}

async function seedAll(db: Db, env: Env, now: Date, files: FileStore): Promise<void> {
  await seedReference(db, now);
  // Never in production (loadsDemo): a production build or start on an empty database stays empty.
  if (!loadsDemo(env)) return;
  await seedDemo(db, now);
  // Demo articles, references and products go with the demo members, only into an empty content table.
  await seedDemoContent(db, now, { files });
  // Three years of demo vegetable prices, only into an empty price table (API tests opt in: seedDemoVegetables).
  await seedDemoVegetables(db, now);
  // A handful of supply and demand posts by the demo members, only into an empty post table.
  await seedDemoSupplyDemand(db, now);
  // Four years of demo trade flows and demo tariff rates, only into an empty flow table.
  await seedDemoTrade(db, now);
  // Twenty years of demo provinces, cities, quarters and months around the official national figures (数据检索).
  await seedDemoIndicators(db);
  // A few editors' tables from queries the demo store answers (数据检索's 数据表格), only into an empty table.
  await seedDemoIndustryTables(db, now);
  // 农业百科's entries (demo/baike/*.json), each published as its first version, only into an empty entry table.
  await seedDemoBaike(db, now);
}
