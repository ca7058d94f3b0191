/**
 * The reference seeding at a start (prepareDatabase) runs once per version of its sources: a database prepared from
 * the same seeding code and vendored files answers in one query, without loading or parsing them; any change to
 * `src/server/db/`, or the demo now wanted, prepares it again.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medals } from '#server/db/schema/index.ts';
import { prepareDatabase, prepareStamp } from '#server/db/prepare.ts';
import { readEnv } from '#server/env.ts';
import { openTestDb, type TestDatabase } from './support.ts';
import { queryCounter } from './queryCount.ts';
import { PRODUCTION_EMBEDDED } from './production-identity.ts';

const NOW = new Date('2026-03-01T08:00:00Z');
// Production: reference data only (no demo), as a production start prepares it.
const env = {
  ...readEnv(PRODUCTION_EMBEDDED),
  FILES_DIR: `/tmp/portal-prepare-once-${process.pid}`,
};

describe('preparing the database at a start', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDb();
  });
  afterAll(() => database.close());

  it('seeds a fresh database, then a second start answers in one query', async () => {
    expect(await prepareDatabase(database.db, env, NOW)).toBe(true);
    const counter = queryCounter();
    expect(await prepareDatabase(counter.wrap(database.db), env, NOW)).toBe(false);
    expect(counter.count).toBe(1);
  });

  it('prepares again when its sources changed (the stamp differs): a medal removed is back', async () => {
    await database.db.execute(sql`comment on schema drizzle is 'portal prepared from older sources'`);
    await database.db.delete(medals).where(eq(medals.key, 'buyer'));
    expect(await prepareDatabase(database.db, env, NOW)).toBe(true);
    expect(await database.db.select({ key: medals.key }).from(medals).where(eq(medals.key, 'buyer'))).toEqual(
      [{ key: 'buyer' }],
    );
  });

  it('tells a start that wants the demo from one that does not', () => {
    const development = readEnv({ NODE_ENV: 'development' });
    expect(prepareStamp(development)).not.toBe(prepareStamp(env));
    expect(prepareStamp(development)).toBe(prepareStamp(readEnv({ NODE_ENV: 'development' })));
  });
});
