/**
 * A production start on a fresh embedded database creates no demo member (editor/demo1234 cannot sign in), and the
 * start-up check names every demo member that still has the demo password (the runtime then refuses to start).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoPasswordProblems } from '#server/db/demoPasswords.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { users, vegetableMarkets, vegetablePrices, vegetableProducts } from '#server/db/schema/index.ts';
import { VEGETABLE_MARKETS, VEGETABLE_PRODUCTS } from '#server/db/demo/vegetableCatalog.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemo, seedReference } from '#server/db/seed.ts';
import { readEnv } from '#server/env.ts';
import { hashPassword } from '#server/services/accounts/password.ts';
import { openTestDb, testApp, type TestApp, type TestDatabase } from './support.ts';
import { PRODUCTION_EMBEDDED } from './production-identity.ts';

const NOW = new Date('2026-03-01T08:00:00Z');
const open: (TestApp | TestDatabase)[] = [];
afterEach(async () => {
  for (const o of open.splice(0)) await o.close();
});

/** The environment the server reads: production on the embedded database, or a developer's bare start. */
const production = () => readEnv(PRODUCTION_EMBEDDED);

/** An app on a fresh database prepared as the server's start prepares it under `env`. */
async function startedWith(env: ReturnType<typeof readEnv>) {
  const database = await openTestDb();
  open.push(database);
  await prepareDatabase(
    database.db,
    { ...env, FILES_DIR: `/tmp/portal-production-start-${process.pid}` },
    NOW,
  );
  const t = await testApp({ database });
  open.push(t);
  return t;
}

const signIn = (t: TestApp, username: string) =>
  t.call('/api/user/login', { username, password: DEMO_PASSWORD }, { ip: '10.77.0.1' });

describe('a production start', { timeout: 60_000 }, () => {
  it('seeds no demo member on a fresh embedded database: editor/demo1234 is refused', async () => {
    const t = await startedWith(production());
    expect(await t.db.select({ uid: users.uid }).from(users)).toEqual([]);
    // Nor the vegetable demo: the real catalogue (reporters and imports name it), no demo copy, no generated price.
    const products = await t.db.select({ demo: vegetableProducts.isDemo }).from(vegetableProducts);
    expect(products).toHaveLength(VEGETABLE_PRODUCTS.length);
    expect(products.every((p) => !p.demo)).toBe(true);
    const markets = await t.db.select({ demo: vegetableMarkets.isDemo }).from(vegetableMarkets);
    expect(markets).toHaveLength(VEGETABLE_MARKETS.length);
    expect(markets.every((m) => !m.demo)).toBe(true);
    expect(await t.db.select({ day: vegetablePrices.date }).from(vegetablePrices).limit(1)).toEqual([]);
    const res = await signIn(t, 'editor');
    expect(res.json.code).toBe(0);
    expect(res.json.data).toBeNull();
  });
});

describe('the start-up check of production', { timeout: 60_000 }, () => {
  it('names each demo member still on the demo password, not a member who chose it, and none once changed', async () => {
    const database = await openTestDb();
    open.push(database);
    await seedReference(database.db);
    await seedDemo(database.db, NOW);
    await database.db
      .insert(users)
      .values({ account: 'farmer', nickname: '农户', passwordHash: await hashPassword(DEMO_PASSWORD) });
    const problems = await demoPasswordProblems(database.db);
    expect(problems).toHaveLength(DEMO_MEMBERS.length);
    expect(problems.join('\n')).toMatch(/demo member editor \(uid \d+\) still has the demo password/);
    expect(problems.join('\n')).not.toContain('farmer');

    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-new-long-password') })
      .where(eq(users.isDemo, true));
    expect(await demoPasswordProblems(database.db)).toEqual([]);
  });
});
