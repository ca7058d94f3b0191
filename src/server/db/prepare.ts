/**
 * What every start and every page build does to its database first: reference data, and demo data if wanted. A
 * database already prepared from the same seeding code and vendored files (its stamp, below) is left as it is: one
 * query, none of the seeding modules loaded and no vendored file parsed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadsDemo, type Env } from '#server/env.ts';
import type { Db } from './client.ts';
import type { FileStore } from '#server/services/files/store.ts';
import { PREPARE_LOCK_KEY } from './lockKeys.ts';

// This folder when run from src; from the project when the page build bundles it (dist/.prerender/chunks/).
const HERE = fileURLToPath(new URL('./', import.meta.url));
const SOURCES = existsSync(path.join(HERE, 'reference')) ? HERE : path.resolve('src/server/db');

function hashFolder(hash: ReturnType<typeof createHash>, dir: string, rel = ''): void {
  const entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = path.join(rel, e.name);
    if (e.isDirectory()) hashFolder(hash, dir, file);
    else hash.update(`${file}\0`).update(readFileSync(path.join(dir, file)));
  }
}

/**
 * What a prepared database was prepared from: every file of `src/server/db/` (the seeding code, the vendored reference
 * files, the demo generators and the schema) and whether the demo was loaded. Any change there prepares it again.
 */
export function prepareStamp(env: Env): string {
  const hash = createHash('sha256');
  hashFolder(hash, SOURCES);
  return `portal prepared ${hash.digest('hex')}${loadsDemo(env) ? ' with demo' : ''}`;
}

/** The stamp the last preparation left on the database (a comment on drizzle's schema, which every migrated one has). */
async function stampOf(db: Db): Promise<string | null> {
  const { rows } = (await db.execute(
    sql`select obj_description(oid, 'pg_namespace') as stamp from pg_namespace where nspname = 'drizzle'`,
  )) as unknown as { rows: { stamp: string | null }[] };
  return rows[0]?.stamp ?? null;
}

const writeStamp = (db: Db, stamp: string) =>
  // A comment takes no parameter; the stamp is hex and fixed words.
  db.execute(sql.raw(`comment on schema drizzle is '${stamp.replace(/'/g, "''")}'`));

/**
 * `files`: where the demo PDFs go (the runtime's store; a page build's own from the same settings). Answers whether it
 * seeded (false: the database already had this preparation).
 */
export async function prepareDatabase(db: Db, env: Env, now: Date, files?: FileStore): Promise<boolean> {
  const stamp = prepareStamp(env);
  if ((await stampOf(db)) === stamp) return false;
  const store = files ?? (await import('#server/services/files/fileStoreFor.ts')).fileStoreFor(env);
  // PostgreSQL (DATABASE_URL): processes and builds starting together seed one at a time; PGlite admits one process.
  if (!env.DATABASE_URL) {
    await seedAll(db, env, now, store);
    await writeStamp(db, stamp);
    return true;
  }
  return db.transaction(async (tx) => {
    // Held for the whole seeding, which works on other connections of the pool (DATABASE_POOL_SIZE ≥ 2).
    await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK_KEY}::bigint)`);
    // Another process may have prepared it while this one waited.
    if ((await stampOf(db)) === stamp) return false;
    await seedAll(db, env, now, store);
    await writeStamp(db, stamp);
    return true;
  });
}

/** The seeding modules load only when a database needs them (the vendored files' parsers, the demo's PDF writer). */
async function seedAll(db: Db, env: Env, now: Date, files: FileStore): Promise<void> {
  const { seedDemo, seedReference } = await import('./seed.ts');
  await seedReference(db, now);
  // Never in production (loadsDemo): a production build or start on an empty database stays empty.
  if (!loadsDemo(env)) return;
  const [content, applications] = await Promise.all([
    import('#server/db/demo/seed.ts'),
    import('#server/db/demo/applications.ts'),
  ]);
  await seedDemo(db, now);
  // Demo articles, references and products go with the demo members, only into an empty content table.
  await content.seedDemoContent(db, now, { files });
  await applications.seedDemoApplications(db, now);
}
