/**
 * The product pages' build query (tradeProductBuildData): every HS code in one read with its path, children, flows
 * and the standards of hs-standards.csv joined with the standards table; a trade import plans the pages again.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { referenceFile } from '#server/db/referenceFiles.ts';
import { STANDARDS_CSV } from '#server/db/standardReference.ts';
import {
  readHsStandards,
  tradeProductBuildData,
  type TradeProductBuildData,
  type TradeProductPage,
} from '#server/services/trade/productBuild.ts';
import { planFor } from '#server/services/publish/planner.ts';
import { CONTENT_ENTITY } from '#server/services/content/events.ts';
import { FAMILY } from '#lib/pageFamilies.ts';
import { EXAMPLE_CODE, FIRST, NEWEST, TRADE_NOW, tradeApp } from './trade-fixtures.ts';
import type { TestApp } from './support.ts';

let t: TestApp;
let data: TradeProductBuildData;
let by: Map<string, TradeProductPage>;
beforeAll(async () => {
  t = await tradeApp();
  data = await tradeProductBuildData(t.db, TRADE_NOW);
  by = new Map(data.products.map((p) => [p.code, p]));
}, 120_000);
afterAll(() => t.close());

const rows = (area: string, file: string) =>
  parse(readFileSync(referenceFile(area, file), 'utf8'), { columns: true, bom: true }) as Record<
    string,
    string
  >[];

describe('hs-standards.csv (the project’s own mapping)', () => {
  it('names only standards of standards.csv and only HS codes of the nomenclature', () => {
    const numbers = new Set(
      (parse(readFileSync(STANDARDS_CSV, 'utf8'), { columns: true, bom: true }) as { number: string }[]).map(
        (r) => r.number,
      ),
    );
    const codes = new Set(rows('trade', 'hs.csv').map((r) => r.hscode));
    const mapping = readHsStandards();
    expect(mapping.length).toBeGreaterThan(20);
    expect(mapping.filter((m) => !numbers.has(m.number))).toEqual([]);
    expect(mapping.filter((m) => !codes.has(m.hs_prefix))).toEqual([]);
  });
});

describe('tradeProductBuildData', () => {
  it('answers every code of the nomenclature once, with the window of the flows', () => {
    expect(data.products).toHaveLength(1186);
    expect(by.size).toBe(1186);
    expect(data.window).toEqual({ first: FIRST, last: NEWEST });
  });

  it('gives 120190 (大豆) its path, flows and standards, its own first', () => {
    const soy = by.get('120190')!;
    expect(soy).toMatchObject({ level: 6, has_data: true, children: [] });
    expect(soy.name).toContain('大豆');
    expect(soy.path.map((p) => p.code)).toEqual(['12', '1201']);
    const numbers = soy.standards.map((s) => s.number);
    expect(numbers[0]).toBe('GB 1352-2023');
    expect(numbers).toEqual(expect.arrayContaining(['GB 2763-2026', 'GB 2762-2022', 'GB 2761-2017']));
    expect(soy.standards[0]).toMatchObject({ name: '大豆', status: 'current', scope: '1201' });
    expect(soy.standards[0]!.id).toBeGreaterThan(0);
  });

  it('lists a chapter’s headings as children, each with flows when one of its subheadings has them', () => {
    const ch12 = by.get('12')!;
    expect(ch12.children.length).toBeGreaterThan(5);
    expect(ch12.children.every((c) => c.level === 4 && c.code.startsWith('12'))).toBe(true);
    for (const h of ch12.children) expect(h.has_data).toBe(by.get(h.code)!.children.some((s) => s.has_data));
    expect(ch12.has_data).toBe(true);
    // A chapter page lists the standards of its headings too (1201's GB 1352), with their scope.
    expect(ch12.standards.find((s) => s.number === 'GB 1352-2023')?.scope).toBe('1201');
  });

  it('marks codes without flows (the worked example’s code has them, a heading without subheadings with flows not)', () => {
    expect(by.get(EXAMPLE_CODE)!.has_data).toBe(true);
    const empty = data.products.find((p) => p.level === 6 && !p.has_data);
    expect(empty).toBeDefined();
    expect(data.products.filter((p) => p.level === 4 && !p.has_data).length).toBeGreaterThan(0);
  });
});

describe('publish plan', () => {
  it('renders every product page again after a trade import', async () => {
    const plan = await planFor(t.db, [{ entity: CONTENT_ENTITY.trade, entityId: 0, before: null }]);
    expect(plan.now.families[FAMILY.tradeProduct]).toBe('all');
  });
});
