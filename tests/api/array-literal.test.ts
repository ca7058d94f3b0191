/** One array parameter in place of a bound value per element: any text, numbers and null come back as they went. */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '#server/db/arrays.ts';
import { rowsOf } from '#server/db/rows.ts';
import { openTestDb, type TestDatabase } from './support.ts';

let database: TestDatabase | undefined;
afterAll(async () => database?.close());

describe('arrayLiteral', () => {
  it('round-trips text with commas, quotes, braces, backslashes and blanks, null, and numbers', async () => {
    database = await openTestDb();
    const words = ['410000', 'a,b', 'say "hi"', '{x}', 'back\\slash', ' ', '', null, '粮食产量'];
    const [text] = rowsOf<{ a: (string | null)[] }>(
      await database.db.execute(sql`select ${arrayLiteral(words)}::text[] as a`),
    );
    expect(text!.a).toEqual(words);
    const [nums] = rowsOf<{ a: number[] }>(
      await database.db.execute(sql`select ${arrayLiteral([1, -2.5, 70649.9])}::float8[] as a`),
    );
    expect(nums!.a).toEqual([1, -2.5, 70649.9]);
  });
});
