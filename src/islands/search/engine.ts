/**
 * The browser side of search: pagefind's own JS (`/pagefind/pagefind.js`, loaded at run time, never bundled),
 * the delta index merged in when one exists, and its superseded base entries dropped.
 */
import { runSearch, type PagefindSearcher, type SearchOutcome } from './query.ts';
import { NO_DELTA, type Superseded } from './supersede.ts';

export type { ResultData, SearchOutcome } from './query.ts';

const BASE_PATH = '/pagefind/';
const DELTA_PATH = '/pagefind-delta/';

interface Pagefind extends PagefindSearcher {
  options: (opts: Record<string, unknown>) => Promise<void>;
  mergeIndex: (path: string, opts?: Record<string, unknown>) => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
}

interface Engine {
  pagefind: Pagefind;
  superseded: Superseded;
  kinds: string[];
}

async function loadSuperseded(): Promise<Superseded> {
  // No cache: a publish replaces the delta, and its list must match the delta index loaded with it.
  const res = await fetch(`${DELTA_PATH}superseded.json`, { cache: 'no-store' }).catch(() => null);
  if (!res?.ok) return NO_DELTA;
  return ((await res.json().catch(() => null)) as Superseded | null) ?? NO_DELTA;
}

async function loadEngine(): Promise<Engine> {
  // A variable path keeps the bundler away: the file exists only in the built site.
  const url = `${BASE_PATH}pagefind.js`;
  const [pagefind, superseded] = await Promise.all([
    import(/* @vite-ignore */ url) as Promise<Pagefind>,
    loadSuperseded(),
  ]);
  await pagefind.options({ baseUrl: '/' });
  if (superseded.delta.length > 0) await pagefind.mergeIndex(DELTA_PATH, { baseUrl: '/' });
  const kinds = Object.keys((await pagefind.filters()).kind ?? {});
  return { pagefind, superseded, kinds };
}

let engine: Promise<Engine> | null = null;
const getEngine = (): Promise<Engine> => {
  engine ??= loadEngine().catch((err: unknown) => {
    engine = null;
    throw err;
  });
  return engine;
};

/** Start loading pagefind before the first search needs it. */
export const preloadSearch = (): void => void getEngine().catch(() => undefined);

/** Search `keyword`, within `kind` when given; counts are always over every kind. */
export async function searchSite(keyword: string, kind: string | null): Promise<SearchOutcome> {
  const { pagefind, superseded, kinds } = await getEngine();
  return runSearch(pagefind, kinds, superseded, keyword, kind);
}
