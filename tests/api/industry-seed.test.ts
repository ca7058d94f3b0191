/** The indicator store's seeds: the reference (with the official figures) in every database, the demo never in production. */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { prepareDatabase } from '#server/db/prepare.ts';
import { seedIndicatorReference } from '#server/db/industryReference.ts';
import { indicatorObservations, industryReferenceVersion, indicators } from '#server/db/schema/index.ts';
import { readEnv } from '#server/env.ts';
import { PRODUCTION_EMBEDDED } from './production-identity.ts';
import { readIndicatorReference } from '#server/services/industry/vendored.ts';
import { openTestDb, type TestDatabase } from './support.ts';

const open: TestDatabase[] = [];
afterAll(async () => {
  for (const d of open) await d.close();
});

const ref = readIndicatorReference();

describe('the indicator seeds', { timeout: 120_000 }, () => {
  it('give a production start the indicators and official national figures, and no demo value', async () => {
    const database = await openTestDb();
    open.push(database);
    const env = readEnv(PRODUCTION_EMBEDDED);
    await prepareDatabase(
      database.db,
      { ...env, FILES_DIR: `/tmp/portal-industry-seed-${process.pid}` },
      new Date(),
    );
    expect(await database.db.select({ id: indicators.id }).from(indicators)).toHaveLength(
      ref.indicators.length,
    );
    const values = await database.db.select().from(indicatorObservations);
    expect(values).toHaveLength(ref.values.length);
    expect(values.every((v) => !v.isDemo && v.region === '000000')).toBe(true);
    // A second start with the same files writes nothing.
    expect(await seedIndicatorReference(database.db)).toBe(false);
  });

  it('turn a demo value under an official key into the official one when the reference is seeded again', async () => {
    const database = await openTestDb();
    open.push(database);
    await seedIndicatorReference(database.db);
    const key = eq(indicatorObservations.period, '2020');
    await database.db.update(indicatorObservations).set({ value: 1, isDemo: true }).where(key);
    await database.db.delete(industryReferenceVersion);
    expect(await seedIndicatorReference(database.db)).toBe(true);
    const [grain] = await database.db
      .select()
      .from(indicatorObservations)
      .where(eq(indicatorObservations.indicatorId, 1001))
      .then((rows) => rows.filter((r) => r.period === '2020'));
    expect(grain).toMatchObject({ value: 66949.2, isDemo: false });
  });
});
