/**
 * Migrates and seeds the reference data (vegetable catalogue, foods, standards, HS codes …) once per run and hands
 * the data folder to every API test file (`testApp`), instead of each file paying several seconds for the same rows.
 * The migrated folder before seeding serves the tests that want a fresh database (`openTestDb`), as a copy instead of
 * a new cluster migrated again. Only for in-memory PGlite: CI's PostgreSQL pass and TEST_PGLITE_WORKER=1 create and
 * seed each database as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMemoryDb, openMemoryDb } from '#server/db/client.ts';
import { seedReference } from '#server/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded PGlite data folder (tar), or '' when each test database seeds itself. */
    seededDb: string;
    /** A migrated, empty PGlite data folder (tar), or '' when each test database migrates itself. */
    migratedDb: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL || process.env.TEST_PGLITE_WORKER === '1') {
    project.provide('seededDb', '');
    project.provide('migratedDb', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-seeded-'));
  const dump = async (name: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, Buffer.from(await (await dumpMemoryDb(database)).arrayBuffer()));
    return file;
  };
  const database = await openMemoryDb();
  project.provide('migratedDb', await dump('migrated.tar'));
  await seedReference(database.db);
  project.provide('seededDb', await dump('seeded.tar'));
  await database.close();
  return () => rmSync(dir, { recursive: true, force: true });
}
