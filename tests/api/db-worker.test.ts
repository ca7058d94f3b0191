/**
 * The embedded database in its own thread (src/server/db/pgliteWorker.ts): it survives a failing query, a transaction
 * in it is isolated (others wait, a rollback leaves nothing), and answers are typed as the in-thread PGlite's were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { openMemoryDb, type Database } from '#server/db/client.ts';

const sample = pgTable('worker_sample', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  n: integer('n').notNull(),
  big: bigint('big', { mode: 'number' }).notNull(),
  price: numeric('price').notNull(),
  flag: boolean('flag').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
  doc: jsonb('doc').$type<{ tags: string[]; nested: { k: number } }>().notNull(),
});

const CREATE = sql`create table worker_sample (id serial primary key, label text not null, n integer not null,
  big bigint not null, price numeric not null, flag boolean not null, at timestamptz not null, day date not null,
  doc jsonb not null)`;

const ROW = {
  label: '玉米',
  n: 42,
  big: 9_007_199_254_740,
  price: '12.50',
  flag: true,
  at: new Date('2026-03-01T08:00:00.123Z'),
  day: '2026-03-01',
  doc: { tags: ['a', '乙'], nested: { k: 1 } },
};

/** The rows of a raw `execute` (PGlite's result shape; the Db type leaves it open). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let worker: Database;
let inThread: Database;
beforeAll(async () => {
  [worker, inThread] = await Promise.all([openMemoryDb({ worker: true }), openMemoryDb()]);
  for (const d of [worker, inThread]) await d.db.execute(CREATE);
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await inThread?.close();
});

describe('the database worker', { timeout: 30_000 }, () => {
  it('survives a failing query and answers the next, with the error code as PGlite gave it', async () => {
    const failed = await worker.db.execute(sql`select 1 / 0`).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    // drizzle wraps the driver's error in `cause`: the SQLSTATE the 400 mapping reads (dataException.ts) is there.
    expect((failed as { cause?: { code?: string } }).cause?.code).toBe('22012');
    const syntax = await worker.db.execute(sql`selec 1`).catch((err: unknown) => err);
    expect((syntax as { cause?: { code?: string } }).cause?.code).toBe('42601');
    const next = await worker.db.execute(sql`select 1 as one`);
    expect(rowsOf(next)).toEqual([{ one: 1 }]);
  });

  it('answers rows typed as the in-thread PGlite does: dates as Date, numbers, numeric text, jsonb objects', async () => {
    const read = async (d: Database) => {
      await d.db.delete(sample);
      await d.db.insert(sample).values(ROW);
      const [row] = await d.db.select().from(sample);
      const raw = await d.db.execute(sql`select n, big, price, flag, at, day, doc from worker_sample`);
      const { id: _id, ...rest } = row!;
      return { row: rest, raw: rowsOf(raw) };
    };
    const [fromWorker, fromThread] = [await read(worker), await read(inThread)];
    expect(fromWorker).toEqual(fromThread);
    expect(fromWorker.row).toEqual(ROW);
    expect(fromWorker.row.at).toBeInstanceOf(Date);
    expect(typeof fromWorker.row.big).toBe('number');
  });

  it('keeps a transaction isolated: other queries wait for it, and its rollback leaves nothing', async () => {
    await worker.db.delete(sample);
    const order: string[] = [];
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const tx = worker.db
      .transaction(async (t) => {
        await t.insert(sample).values(ROW);
        entered();
        // Long enough for the outside query to be sent and, were it not held back, answered inside this transaction.
        await sleep(300);
        const [seen] = await t.select({ count: sql<number>`count(*)::int` }).from(sample);
        order.push(`tx saw ${seen!.count}`);
        throw new Error('roll back');
      })
      .catch((err: Error) => order.push(`tx ${err.message}`));
    await inside;
    const outside = worker.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sample)
      .then(([r]) => order.push(`outside saw ${r!.count}`));
    await Promise.all([tx, outside]);
    expect(order).toEqual(['tx saw 1', 'tx roll back', 'outside saw 0']);
    expect(await worker.db.select().from(sample)).toEqual([]);
  });

  it('commits a transaction that resolves, and a nested one rolled back to its savepoint keeps the outer rows', async () => {
    await worker.db.delete(sample);
    await worker.db.transaction(async (t) => {
      await t.insert(sample).values({ ...ROW, label: 'outer' });
      await t
        .transaction(async (inner) => {
          await inner.insert(sample).values({ ...ROW, label: 'inner' });
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    expect((await worker.db.select({ label: sample.label }).from(sample)).map((r) => r.label)).toEqual([
      'outer',
    ]);
  });
});
