/**
 * The full build's own database: opened (and seeded, on a fresh data folder) once per `astro build`, kept under
 * `BUILD_GLOBAL.database` for every page and closed by the content integration when the build ends.
 */
import { openDatabase, type Database } from '#server/db/client.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { buildEnv, databaseEnv } from '#server/env.ts';
import { BUILD_GLOBAL, buildGlobal } from './buildGlobals.ts';

async function open(): Promise<Database> {
  const env = databaseEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  // The same seeding as the server's first start, so a fresh clone builds with demo content (never in production).
  await prepareDatabase(database.db, env, new Date());
  return database;
}

/** This build's database, opened by the first caller. */
export const buildDatabase = (): Promise<Database> => buildGlobal(BUILD_GLOBAL.database, open);

/**
 * Start opening the database while Vite bundles (`astro:build:start`): its thread migrates and seeds on the second
 * core instead of after the bundling. Not in a rebuild, which reads through the server (PORTAL_SOURCE_URL).
 */
export function openBuildDatabaseEarly(): void {
  if (buildEnv().PORTAL_SOURCE_URL) return;
  // A failure is the first page's to report (it awaits the same promise); unhandled here it would end the process.
  buildDatabase().catch(() => {});
}
