import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  tradeHsCodes,
  tradePartners,
  tradePermittedOrigins,
  tradePorts,
  tradeReferenceVersion,
  tradeSupervisionPlaces,
} from '#server/db/schema/index.ts';
import { seedTradeReference } from '#server/db/tradeReference.ts';
import { seedDemoTrade } from '#server/db/demo/tradeSeed.ts';
import { TRADE_DEMO_FLOWS } from '#server/db/demo/tradeCatalog.ts';
import { openTestDb, testApp } from './support.ts';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const rows = async (table: Parameters<ReturnType<typeof t.db.select>['from']>[0]) =>
  ((await t.db.select({ n: count() }).from(table)) as [{ n: number }])[0].n;

describe('trade reference seed', () => {
  it('writes every vendored HS code, partner, port, supervision place and permitted origin', async () => {
    expect(await rows(tradeHsCodes)).toBe(1186);
    expect(await rows(tradePartners)).toBe(220);
    expect(await rows(tradePorts)).toBe(69);
    expect(await rows(tradeSupervisionPlaces)).toBe(34);
    expect(await rows(tradePermittedOrigins)).toBe(86);
  });

  it('gives HS codes their pinyin and initials', async () => {
    const [soy] = await t.db.select().from(tradeHsCodes).where(eq(tradeHsCodes.code, '1201'));
    expect(soy!.nameZh).toContain('大豆');
    expect(soy!.pinyin).toContain('dadou');
  });

  it('writes nothing again while the vendored files are unchanged, and writes again when the version differs', async () => {
    expect(await seedTradeReference(t.db)).toBe(false);
    await t.db.update(tradeReferenceVersion).set({ version: 'older' });
    expect(await seedTradeReference(t.db)).toBe(true);
    expect(await rows(tradeHsCodes)).toBe(1186);
    expect(await seedTradeReference(t.db)).toBe(false);
  });

  it('the demo seed writes the reference it names into a database never started (db:demo)', async () => {
    const fresh = await openTestDb();
    try {
      const seeded = await seedDemoTrade(fresh.db, new Date('2026-11-24T04:00:00Z'), {
        months: 2,
        specs: [TRADE_DEMO_FLOWS[0]!],
      });
      expect(seeded!.flows).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
