/** One HS code with its name (Chinese, else the English) and the codes above it. */
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes } from '#server/db/schema/index.ts';
import type { TradeHsRef } from '#lib/trade/types.ts';
import { forgetHsSearchRows } from './hsSearchRows.ts';

export interface HsCode extends TradeHsRef {
  name_en: string;
  level: 2 | 4 | 6;
  parent: string | null;
  section: string;
}

export const hsName = (r: { nameZh: string; nameEn: string }) => r.nameZh || r.nameEn;

const columns = {
  code: tradeHsCodes.code,
  nameZh: tradeHsCodes.nameZh,
  nameEn: tradeHsCodes.nameEn,
  level: tradeHsCodes.level,
  parent: tradeHsCodes.parent,
  section: tradeHsCodes.section,
};

const shape = (r: {
  code: string;
  nameZh: string;
  nameEn: string;
  level: number;
  parent: string | null;
  section: string;
}): HsCode => ({
  code: r.code,
  name: hsName(r),
  name_en: r.nameEn,
  level: r.level as HsCode['level'],
  parent: r.parent,
  section: r.section,
});

/**
 * The whole nomenclature (1,186 rows, written only by the reference seed) read once per database: a product call
 * then pays no query for its code, path and names. The seed forgets it when it writes (forgetHsCatalogue).
 */
const catalogues = new WeakMap<Db, Promise<Map<string, HsCode>>>();

export function hsCatalogue(db: Db): Promise<Map<string, HsCode>> {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = db
      .select(columns)
      .from(tradeHsCodes)
      .then((rows) => new Map(rows.map((r) => [r.code, shape(r)])));
    catalogues.set(db, catalogue);
    catalogue.catch(() => catalogues.delete(db));
  }
  return catalogue;
}

/** After the reference seed wrote the nomenclature: the catalogue and the search's rows are read again. */
export const forgetHsCatalogue = (db: Db) => {
  catalogues.delete(db);
  forgetHsSearchRows(db);
};

export async function hsByCode(db: Db, code: string): Promise<HsCode | null> {
  return (await hsCatalogue(db)).get(code) ?? null;
}

/** The chapter and heading above a code (its prefixes), top first. */
export async function hsPath(db: Db, code: string): Promise<TradeHsRef[]> {
  const all = await hsCatalogue(db);
  return [2, 4]
    .filter((n) => n < code.length && all.has(code.slice(0, n)))
    .map((n) => ({ code: code.slice(0, n), name: all.get(code.slice(0, n))!.name }));
}

/** Names of many codes at once. */
export async function hsNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  const all = await hsCatalogue(db);
  return new Map(codes.filter((c) => all.has(c)).map((c) => [c, all.get(c)!.name]));
}
