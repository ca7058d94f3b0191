/** The vendored reference files of 进出口贸易 (src/server/db/reference/trade/, described in its README). */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { referenceFile } from '#server/db/referenceFiles.ts';

const FILES = [
  'hs-sections.csv',
  'hs.csv',
  'hs-names.csv',
  'partners.csv',
  'ports.csv',
  'supervision-places.csv',
  'permitted-origins.csv',
] as const;
type File = (typeof FILES)[number];

export interface TradeReferenceFiles {
  /** A hash of every file: the seed skips a database that already holds this version. */
  version: string;
  sections: { section: string; name_en: string; name_zh: string }[];
  hs: {
    section: string;
    hscode: string;
    parent: string;
    level: string;
    description_en: string;
    name_zh: string;
  }[];
  /** Common trade names of a code (豆粕 → 2304) and a crop's products (大豆油 → 1507), 、-separated. */
  names: { hscode: string; names: string }[];
  partners: {
    customs_code: string;
    iso2: string;
    iso3: string;
    name_zh: string;
    continent: string;
    map_name: string;
  }[];
  ports: { name: string; customs: string; province: string; kind: string }[];
  places: { name: string; kind: string; port: string; province: string }[];
  permits: { group: string; product: string; iso2: string; note: string }[];
}

const texts = () => new Map(FILES.map((f) => [f, readFileSync(referenceFile('trade', f), 'utf8')] as const));

/** Only the hash of the files (read on every start: a few hundred KB, no parsing). */
export function tradeReferenceVersion(files = texts()): string {
  const hash = createHash('sha1');
  for (const f of FILES) hash.update(f).update(files.get(f)!);
  return hash.digest('hex');
}

export function readTradeReference(): TradeReferenceFiles {
  const files = texts();
  const rows = <T>(f: File) =>
    parse(files.get(f)!, { columns: true, skip_empty_lines: true, bom: true }) as T[];
  return {
    version: tradeReferenceVersion(files),
    sections: rows('hs-sections.csv'),
    hs: rows('hs.csv'),
    names: rows('hs-names.csv'),
    partners: rows('partners.csv'),
    ports: rows('ports.csv'),
    places: rows('supervision-places.csv'),
    permits: rows('permitted-origins.csv'),
  };
}
