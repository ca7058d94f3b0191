/**
 * One search over the merged pagefind indexes. Pagefind ranks well but, for Chinese, also returns pages matching
 * only part of a word (`种业` finds every page with `业`); its exact-phrase search (`"种业"`) finds only pages
 * holding the term, unranked. Results are the pages holding every term, in the ranked order.
 */
import { liveResults, uniqueUrls, type Superseded } from './supersede.ts';

export interface ResultData {
  url: string;
  /** The page's indexed text, plain (the excerpt is chosen from it: ./excerpt.ts). */
  content: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

export interface Hit {
  id: string;
  data: () => Promise<ResultData>;
}

/** The part of pagefind's JS API a search uses (the browser module, or an instance of it). */
export interface PagefindSearcher {
  search: (term: string, opts?: { filters?: Record<string, string> }) => Promise<{ results: Hit[] } | null>;
}

export interface SearchOutcome {
  /** Live results of the keyword within the chosen kind, best first. */
  hits: Hit[];
  /** Live results of the keyword in every kind. */
  total: number;
  /** Live results per kind (every kind of the index, zero included). */
  counts: Record<string, number>;
}

const termsOf = (keyword: string): string[] => keyword.replace(/"/g, ' ').split(/\s+/).filter(Boolean);

/** Live pages holding every term (within `kind`), in the order of the first term's exact search. */
async function holdingAll(
  pf: PagefindSearcher,
  terms: string[],
  kind: string | null,
  superseded: Superseded,
) {
  const opts = kind ? { filters: { kind } } : {};
  const lists = await Promise.all(terms.map(async (t) => (await pf.search(`"${t}"`, opts))?.results ?? []));
  const [first = [], ...rest] = lists;
  const others = rest.map((list) => new Set(list.map((r) => r.id)));
  const { kept } = liveResults(
    first.filter((r) => others.every((ids) => ids.has(r.id))),
    superseded,
  );
  return uniqueUrls(kept, superseded);
}

export async function runSearch(
  pf: PagefindSearcher,
  kinds: string[],
  superseded: Superseded,
  keyword: string,
  kind: string | null,
): Promise<SearchOutcome> {
  const terms = termsOf(keyword);
  if (terms.length === 0) return { hits: [], total: 0, counts: {} };
  const [ranked, all, chosen, ...perKind] = await Promise.all([
    pf.search(terms.join(' ')),
    holdingAll(pf, terms, null, superseded),
    kind ? holdingAll(pf, terms, kind, superseded) : null,
    ...kinds.map((k) => holdingAll(pf, terms, k, superseded)),
  ]);
  const rank = new Map((ranked?.results ?? []).map((r, i) => [r.id, i]));
  const order = (r: Hit) => rank.get(r.id) ?? Number.MAX_SAFE_INTEGER;
  return {
    hits: [...(chosen ?? all)].sort((a, b) => order(a) - order(b)),
    total: all.length,
    counts: Object.fromEntries(kinds.map((k, i) => [k, perKind[i]!.length])),
  };
}
