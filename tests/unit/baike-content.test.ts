/** The 农业百科 seed content: every file parses, names are unique, and every link lands on data the portal has. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BAIKE_CONTENT_FILES,
  BAIKE_CONTENT_LIMITS,
  baikeEntriesSchema,
  baikeTreeSchema,
  ancestorsById,
  leafIds,
  requiredInfoboxFields,
  sectionsLength,
  type BaikeEntrySeed,
  type BaikeTreeNode,
} from '#lib/baike/content.ts';
import { VEGETABLE_PRODUCTS } from '#server/db/demo/vegetableCatalog.ts';
import { readStandardsCsv, STANDARDS_CSV } from '#server/db/standardReference.ts';
import { readVendoredFoods } from '#server/services/food/vendored.ts';
import { readIndicatorReference } from '#server/services/industry/vendored.ts';
import { readTradeReference } from '#server/services/trade/vendored.ts';

const FOLDER = new URL('../../src/server/db/demo/baike/', import.meta.url);
const json = (file: string): unknown => JSON.parse(readFileSync(new URL(file, FOLDER), 'utf8'));

const tree = baikeTreeSchema.parse(
  JSON.parse(readFileSync(new URL('../../src/server/db/reference/baike/tree.json', import.meta.url), 'utf8')),
);
const files = BAIKE_CONTENT_FILES.map((name) => ({
  name,
  parsed: baikeEntriesSchema.safeParse(json(`${name}.json`)),
}));
const entries: BaikeEntrySeed[] = files.flatMap((f) => (f.parsed.success ? f.parsed.data : []));

const vegetables = new Set(VEGETABLE_PRODUCTS.map((p) => p.name));
const foods = new Set(readVendoredFoods().foods.map((f) => f.code));
const hs = new Set(readTradeReference().hs.map((r) => r.hscode));
const indicators = new Set(readIndicatorReference().indicators.map((i) => i.id));
const standards = new Set(readStandardsCsv(readFileSync(STANDARDS_CSV, 'utf8')).rows.map((r) => r.number));

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('the 农业百科 seed content (src/server/db/demo/baike/)', () => {
  it('parses every file against the entry schema', () => {
    for (const f of files) expect(f.parsed.success ? '' : `${f.name}: ${f.parsed.error.message}`).toBe('');
  });

  it('holds at least 200 entries, some in every first-level file', () => {
    expect(entries.length).toBeGreaterThanOrEqual(200);
    for (const f of files) expect(f.parsed.success && f.parsed.data.length > 0, f.name).toBe(true);
  });

  it('gives every tree node a unique id', () => {
    const ids: string[] = [];
    const walk = (nodes: BaikeTreeNode[]) =>
      nodes.forEach((n) => (ids.push(String(n.id)), walk(n.children ?? [])));
    walk(tree);
    expect(duplicates(ids)).toEqual([]);
  });

  it('keeps slugs and titles unique', () => {
    expect(duplicates(entries.map((e) => e.slug))).toEqual([]);
    expect(duplicates(entries.map((e) => e.title))).toEqual([]);
  });

  it('never lets an alias be a title or another entry’s alias', () => {
    const titles = new Set(entries.map((e) => e.title));
    expect(
      entries.flatMap((e) => e.aliases.filter((a) => titles.has(a)).map((a) => `${e.slug}: ${a}`)),
    ).toEqual([]);
    expect(duplicates(entries.flatMap((e) => [...new Set(e.aliases)]))).toEqual([]);
  });

  it('files every entry under a leaf of the tree', () => {
    const leaves = leafIds(tree);
    expect(entries.filter((e) => !leaves.has(e.category)).map((e) => `${e.slug}: ${e.category}`)).toEqual([]);
  });

  it('gives every entry the info-box fields of its kind, each once', () => {
    const ancestors = ancestorsById(tree);
    const missing = entries.flatMap((e) => {
      const keys = e.infobox.map(([k]) => k);
      const absent = requiredInfoboxFields(e.category, ancestors).filter((k) => !keys.includes(k));
      return [...absent, ...duplicates(keys)].map((k) => `${e.slug}: ${k}`);
    });
    expect(missing).toEqual([]);
  });

  it('relates entries only to entries that exist, never to themselves', () => {
    const slugs = new Set(entries.map((e) => e.slug));
    const broken = entries.flatMap((e) =>
      e.related.filter((r) => !slugs.has(r) || r === e.slug).map((r) => `${e.slug} → ${r}`),
    );
    expect(broken).toEqual([]);
  });

  it('links only to products, foods, HS codes, indicators and standards the portal holds', () => {
    const broken: string[] = [];
    for (const { slug, links: l } of entries) {
      if (l.vegetable !== undefined && !vegetables.has(l.vegetable))
        broken.push(`${slug} vegetable ${l.vegetable}`);
      if (l.food !== undefined && !foods.has(l.food)) broken.push(`${slug} food ${l.food}`);
      if (l.trade !== undefined && !hs.has(l.trade)) broken.push(`${slug} trade ${l.trade}`);
      if (l.indicator !== undefined && !indicators.has(l.indicator))
        broken.push(`${slug} indicator ${l.indicator}`);
      if (l.standard !== undefined && !standards.has(l.standard))
        broken.push(`${slug} standard ${l.standard}`);
    }
    expect(broken).toEqual([]);
  });

  it('keeps every entry’s sections within 150–600 characters', () => {
    const { textMin, textMax } = BAIKE_CONTENT_LIMITS;
    const out = entries.filter((e) => sectionsLength(e) < textMin || sectionsLength(e) > textMax);
    expect(out.map((e) => `${e.slug}: ${sectionsLength(e)}`)).toEqual([]);
  });

  it('marks an entry sourced exactly when it cites a reference, and cites only standards the portal holds', () => {
    expect(entries.filter((e) => e.sourced !== e.references.length > 0).map((e) => e.slug)).toEqual([]);
    const numbered = /^((?:GB|NY|SC|GH|SN|LS|DB\d+)(?:\/T)? [\d.]+-\d{4}) /;
    const cited = entries.flatMap((e) =>
      e.references.map((r) => numbered.exec(r.title)?.[1]).filter(Boolean),
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((n) => !standards.has(n!))).toEqual([]);
  });
});
