/**
 * search: HS codes by code prefix (0201, 12019), Chinese name (大豆), trade name (豆粕), pinyin (dadou) or initials (dd).
 * The 1,186 codes and their stored search documents are read once (hsSearchRows) and which have flows once per
 * trade event (codesWithFlows), so an answer nobody asked before costs no query; chapters first.
 */
import { searchKeywords } from '#lib/search/normalise.ts';
import type { TradeSearch } from '#lib/trade/types.ts';
import type { Db } from '#server/db/client.ts';
import { keywordMatcher } from '#server/services/search/matchInMemory.ts';
import { codesWithFlows } from './flowCodes.ts';
import { hsName } from './hsCodes.ts';
import { hsSearchRows, type HsSearchRow } from './hsSearchRows.ts';

/** The codes a keyword finds, in the answer's order: every number typed a prefix of the code, every word in its names. */
export async function hsMatches(db: Db, keyword: string): Promise<HsSearchRow[]> {
  const words = searchKeywords(keyword.replace(/\./g, ''));
  const codes = words.filter((w) => /^\d{1,6}$/.test(w));
  const names = keywordMatcher(words.filter((w) => !/^\d{1,6}$/.test(w)).join(' '));
  return (await hsSearchRows(db)).filter(
    (r) => codes.every((c) => r.code.startsWith(c)) && (!names || names(r.doc)),
  );
}

/** `flowsVersion`: the public cache's version of the trade tag (codesWithFlows), null without a cache. */
export async function searchHs(
  db: Db,
  q: { keyword: string; page: number; pageSize: number },
  flowsVersion: number | null,
): Promise<TradeSearch> {
  const [hits, withFlows] = await Promise.all([hsMatches(db, q.keyword), codesWithFlows(db, flowsVersion)]);
  const rows = hits.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  return {
    list: rows.map((r) => ({
      code: r.code,
      name: hsName(r),
      name_en: r.nameEn,
      level: r.level,
      parent: r.parent,
      has_data: withFlows.has(r.code),
      aliases: r.aliases ? r.aliases.split(' ') : [],
    })),
    // As the windowed count it replaces: a page past the last counts nothing.
    total: rows.length ? hits.length : 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
