/**
 * Migrates and seeds the reference data (vegetable catalogue, foods, standards, HS codes …) once per run and hands
 * the data folder to every API test file (`testApp`), instead of each file paying several seconds for the same rows.
 * Only for in-memory PGlite: CI's PostgreSQL pass and TEST_PGLITE_WORKER=1 seed each database as before.
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
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL || process.env.TEST_PGLITE_WORKER === '1') {
    project.provide('seededDb', '');
    return;
  }
  const database = await openMemoryDb();
  await seedReference(database.db);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-seeded-'));
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await dumpMemoryDb(database)).arrayBuffer()));
  await database.close();
  project.provide('seededDb', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
