/**
 * The standards every database starts with (reference/standard/standards.csv): every row passes the import's rule
 * with its number already canonical, each number once, the lineages the tests and pages rely on; the seed writes
 * them once, keeps what an import changed, and costs one statement on a later start.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { standardReplaces, standards } from '#server/db/schema/index.ts';
import { readStandardsCsv, seedStandards, STANDARDS_CSV } from '#server/db/standardReference.ts';
import { standardDetail } from '#server/services/standard/detail.ts';
import { testApp, type TestApp } from './support.ts';

const text = readFileSync(STANDARDS_CSV, 'utf8');
const { rows, problems } = readStandardsCsv(text);
const raw = parse(text, { columns: true, bom: true }) as Record<string, string>[];

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('standards.csv', () => {
  it('has at least 150 rows, every one passing the import rule with its number written canonically, once', () => {
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.map((r) => r.number)).toEqual(raw.map((r) => r.number));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
  });

  it('holds the lineages the pages and tests rely on', () => {
    const by = new Map(rows.map((r) => [r.number, r]));
    expect(by.get('GB 2763-2021')?.replaces).toContain('GB 2763-2019');
    expect(by.get('GB 2763-2019')?.replaces).toContain('GB 2763-2016');
    expect(by.get('GB 1351-2023')?.replaces).toContain('GB 1351-2008');
    expect(by.get('GB 28050-2025')?.replaces).toContain('GB 28050-2011');
    expect(by.has('GB 1351-2008')).toBe(true);
    expect(by.has('GB 28050-2011')).toBe(true);
  });
});

describe('seedStandards', () => {
  it('wrote every row with its lineage at the first start', async () => {
    const [n] = await t.db.select({ n: count() }).from(standards);
    expect(n!.n).toBe(rows.length);
    const [links] = await t.db.select({ n: count() }).from(standardReplaces);
    expect(links!.n).toBe(rows.reduce((k, r) => k + r.replaces.length, 0));
  });

  it('writes nothing again and keeps what an import changed', async () => {
    await t.db.update(standards).set({ name: '导入后的名称' }).where(eq(standards.number, 'GB 28050-2011'));
    expect(await seedStandards(t.db)).toBe(0);
    const [row] = await t.db.select().from(standards).where(eq(standards.number, 'GB 28050-2011'));
    expect(row!.name).toBe('导入后的名称');
  });

  it('shows the GB 2763 chain on its detail', async () => {
    const [row] = await t.db.select().from(standards).where(eq(standards.number, 'GB 2763-2019'));
    const d = await standardDetail(t.db, row!.id, '2026-11-24');
    expect(d!.replaced_by.map((l) => l.number)).toContain('GB 2763-2021');
    expect(d!.replaces.map((l) => l.number)).toContain('GB 2763-2016');
  });
});
