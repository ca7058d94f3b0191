/**
 * Build query of the product pages (/application/trade/detail/{code}): every HS code with its path, children, whether
 * flows exist under it and the standards of 标准查询 that apply (hs-standards.csv joined with the standards table),
 * read once for the whole build: the 1,186 pages cost three queries, not one each.
 */
import { readFileSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { Db } from '#server/db/client.ts';
import { referenceFile } from '#server/db/referenceFiles.ts';
import { standards, tradeHsCodes } from '#server/db/schema/index.ts';
import { statusAt, type StandardStatus } from '#lib/standard/status.ts';
import type { TradeHsRef } from '#lib/trade/types.ts';
import { codeHasFlows } from './flowSql.ts';
import { hsCatalogue } from './hsCodes.ts';
import { tradeWindow, type TradeWindow } from './window.ts';

export interface TradeProductChild extends TradeHsRef {
  level: number;
  has_data: boolean;
}

export interface TradeProductStandard {
  id: number;
  number: string;
  name: string;
  status: StandardStatus;
  /** The HS code (prefix) the mapping names: the page's own code, one above it, or one under it. */
  scope: string;
}

export interface TradeProductPage extends TradeHsRef {
  name_en: string;
  level: 2 | 4 | 6;
  section: string;
  /** The chapter and heading above the code, top first. */
  path: TradeHsRef[];
  children: TradeProductChild[];
  has_data: boolean;
  standards: TradeProductStandard[];
}

export interface TradeProductBuildData {
  products: TradeProductPage[];
  /** The months the flows cover (null before any import). */
  window: TradeWindow | null;
}

/** hs-standards.csv: HS prefix → standard number (the project's own mapping, see the folder's README). */
export function readHsStandards(): { hs_prefix: string; number: string }[] {
  return parse(readFileSync(referenceFile('trade', 'hs-standards.csv'), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as { hs_prefix: string; number: string }[];
}

/** Whether a mapping's prefix concerns a code: it covers the code, or a part of it (a chapter page lists its headings'). */
const concerns = (prefix: string, code: string) => code.startsWith(prefix) || prefix.startsWith(code);

export async function tradeProductBuildData(db: Db, now = new Date()): Promise<TradeProductBuildData> {
  const mapping = readHsStandards();
  const numbers = [...new Set(mapping.map((m) => m.number))];
  const [catalogue, flows, found, window] = await Promise.all([
    hsCatalogue(db),
    db
      .select({ code: tradeHsCodes.code, hasData: codeHasFlows(tradeHsCodes.code).mapWith(Boolean) })
      .from(tradeHsCodes),
    numbers.length
      ? db
          .select({
            id: standards.id,
            number: standards.number,
            name: standards.name,
            effective: standards.effective,
            withdrawn: standards.withdrawn,
          })
          .from(standards)
          .where(inArray(standards.number, numbers))
          .orderBy(sql`${standards.number}`)
      : Promise.resolve([]),
    tradeWindow(db),
  ]);
  const hasData = new Map(flows.map((f) => [f.code, f.hasData]));
  const byNumber = new Map(found.map((s) => [s.number, s]));
  const all = [...catalogue.values()].sort((a, b) => a.code.localeCompare(b.code));
  const children = new Map<string, TradeProductChild[]>();
  for (const c of all)
    if (c.parent)
      (children.get(c.parent) ?? children.set(c.parent, []).get(c.parent)!).push({
        code: c.code,
        name: c.name,
        level: c.level,
        has_data: hasData.get(c.code) ?? false,
      });
  const products = all.map((c): TradeProductPage => {
    const seen = new Set<string>();
    const stds: TradeProductStandard[] = [];
    for (const m of mapping) {
      const s = byNumber.get(m.number);
      if (!s || !concerns(m.hs_prefix, c.code) || seen.has(s.number)) continue;
      seen.add(s.number);
      stds.push({
        id: s.id,
        number: s.number,
        name: s.name,
        status: statusAt({ effective: s.effective, withdrawn: s.withdrawn }, now),
        scope: m.hs_prefix,
      });
    }
    // The product's own standards first (longest prefix), then the general ones; by number within.
    stds.sort((a, b) => b.scope.length - a.scope.length || a.number.localeCompare(b.number));
    return {
      code: c.code,
      name: c.name,
      name_en: c.name_en,
      level: c.level,
      section: c.section,
      path: [2, 4]
        .filter((n) => n < c.code.length && catalogue.has(c.code.slice(0, n)))
        .map((n) => ({ code: c.code.slice(0, n), name: catalogue.get(c.code.slice(0, n))!.name })),
      children: children.get(c.code) ?? [],
      has_data: hasData.get(c.code) ?? false,
      standards: stds,
    };
  });
  return { products, window };
}

export const tradeProductQueries = { tradeProductBuildData: (db: Db) => tradeProductBuildData(db) };
