/**
 * What a call needs is read once: requireReporter keeps the price writer (role, market) for addMarketData, the price
 * import checks rows with the uploader's role as the upload found it, and the product import reads only the columns
 * a blank cell falls back to.
 */
import { eq, getTableName, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { dataProducts } from '#server/db/schema/index.ts';
import { productImport } from '#server/services/content/productImport.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { priceWriters, type PriceWriters } from './vegetable-prices-fixtures.ts';

/** Tables read by `db.select(…).from(table)` outside transactions, in order, and the fields each select named. */
const reads: string[] = [];
const fields: (string[] | 'whole rows')[] = [];

function recording(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop !== 'select' || typeof value !== 'function') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (...args: unknown[]) => {
        fields.push(args[0] ? Object.keys(args[0]) : 'whole rows');
        const builder = (value as (...a: unknown[]) => { from: (t: Table) => unknown }).apply(target, args);
        const from = builder.from.bind(builder);
        builder.from = (table: Table) => {
          reads.push(getTableName(table));
          return from(table);
        };
        return builder;
      };
    },
  });
}

let p: PriceWriters;
beforeAll(async () => {
  p = await priceWriters({ db: recording });
}, 60_000);
afterAll(() => p.t.close());

/** How often each table was read while `run` ran. */
async function readsDuring(run: () => Promise<unknown>): Promise<Map<string, number>> {
  reads.length = 0;
  await run();
  const counts = new Map<string, number>();
  for (const table of reads) counts.set(table, (counts.get(table) ?? 0) + 1);
  return counts;
}

describe('a price writer', () => {
  it("addMarketData reads the reporter's market once (requireReporter's), not again in the handler", async () => {
    const counts = await readsDuring(async () => {
      const res = await p.reporter('/api/vegetable/addMarketData', {
        market_id: p.w.xinfadi,
        date: '2026-11-23',
        rows: [{ product: '大白菜', low: 1, avg: 2, high: 3 }],
      });
      expect(res.json.code).toBe(1);
    });
    expect(counts.get('vegetable_reporters')).toBe(1);
  });

  for (const who of ['editor', 'reporter'] as const) {
    it(`a price import by ${who === 'editor' ? 'an editor' : 'a reporter'} reads no role again, and a reporter's market only for a reporter (an editor's calls never)`, async () => {
      let polls = 0;
      const counts = await readsDuring(async () => {
        const csv = `日期,市场,品种,最低价,平均价,最高价\n2026-11-22,新发地,菠菜,1,2,3`;
        const res = await uploadAs(p[who], csv, 'day.csv', 'good_rows', 'vegetable_price');
        const seen: Record<string, unknown>[] = [];
        expect(await importEnds(p[who], res.json.data.id, seen)).toMatchObject({
          status: 'done',
          rows_good: 1,
        });
        polls = seen.length;
      });
      // A reporter: requireReporter once per call (the upload and each status poll) and prepare once; an editor: never.
      expect(counts.get('vegetable_reporters') ?? 0).toBe(who === 'reporter' ? 1 + polls + 1 : 0);
      expect(counts.get('users') ?? 0).toBe(0);
    });
  }
});

describe('the data product import', () => {
  it('reads only the columns a blank cell keeps of the products it updates (no rich text)', async () => {
    const by = { uid: 1, now: new Date() };
    const rows = [{ doc_id: 'LK1', title: '查询列', price_cents: 100 }];
    await productImport.write(recording(p.t.db), rows, by);
    fields.length = 0;
    await productImport.write(recording(p.t.db), [{ doc_id: 'LK1', title: '查询列二' }], by);
    expect(fields[0]).not.toBe('whole rows');
    expect(fields[0]).not.toContain('contentHtml');
    expect(fields[0]).toContain('priceCents');
    const [kept] = await p.t.db.select().from(dataProducts).where(eq(dataProducts.docId, 'LK1'));
    expect(kept).toMatchObject({ title: '查询列二', priceCents: 100 }); // the blank price kept
  });
});
