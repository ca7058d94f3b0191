// `npm run db:migrate`: applies the migrations the configured database lacks (DATABASE_URL, else PGlite under
// DATA_DIR) and logs which, as a deploy step before the web processes restart. On PostgreSQL it holds the migration
// lock while it works, so processes starting meanwhile wait, then find nothing to do; stop the server first on PGlite.
import { logFor } from '#server/core/log.ts';
import { openDatabase } from '#server/db/client.ts';
import { readEnv } from '#server/env.ts';

const log = logFor('db:migrate');
// Only the database settings matter here: a deploy step may run before the server's secrets are in place.
const env = readEnv(process.env, 'database');
const started = performance.now();
try {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await database.close();
  const applied = database.migrated;
  const ms = Math.round(performance.now() - started);
  log.info(
    { driver: database.driver, applied, ms },
    applied.length
      ? `applied ${applied.length} migration(s): ${applied.join(', ')}`
      : 'up to date, nothing applied',
  );
} catch (err) {
  log.error({ err }, 'migration failed, database unchanged by the failed migration');
  process.exitCode = 1;
}
