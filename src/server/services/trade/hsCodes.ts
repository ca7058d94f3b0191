/** One HS code with its name (Chinese, else the English) and the codes above it. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes } from '#server/db/schema/index.ts';
import type { TradeHsRef } from '#lib/trade/types.ts';

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

export async function hsByCode(db: Db, code: string): Promise<HsCode | null> {
  const [row] = await db.select(columns).from(tradeHsCodes).where(eq(tradeHsCodes.code, code));
  return row ? shape(row) : null;
}

/** The chapter and heading above a code (its prefixes), top first. */
export async function hsPath(db: Db, code: string): Promise<TradeHsRef[]> {
  const prefixes = [2, 4].filter((n) => n < code.length).map((n) => code.slice(0, n));
  if (!prefixes.length) return [];
  const rows = await db.select(columns).from(tradeHsCodes).where(inArray(tradeHsCodes.code, prefixes));
  return rows.sort((a, b) => a.code.length - b.code.length).map((r) => ({ code: r.code, name: hsName(r) }));
}

/** Names of many codes at once. */
export async function hsNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db.select(columns).from(tradeHsCodes).where(inArray(tradeHsCodes.code, codes));
  return new Map(rows.map((r) => [r.code, hsName(r)]));
}
