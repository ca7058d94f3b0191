/**
 * The one cache of public answers (issue 12): whole API answers of public read calls, kept in memory until a content
 * event touches one of their tags, bounded by bytes (least recently used first out), revalidated by ETag.
 *
 * Freshness comes from the content event log, the same log the publisher carries: the API reads the database, so an
 * answer is stale from the moment a publish commits, not when its pages go live. Every process looks at the log at
 * most every `checkEveryMs` (one `max(id)` read; the events themselves only when it moved) and at once after an editor
 * write of its own; the events are mapped to tags by `tagsOf` (the publish planner's view of what a change touches).
 * An answer that read the caller (`currentUser`: signed-in state, VIP, purchases) is never stored. List totals (a
 * count shared by every page of a list) are kept here too, under tags, and dropped by the same events.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Db } from '#server/db/client.ts';
import type { contentEvents } from '#server/db/schema/index.ts';
import { compressedAs, encodingFor, worthCompressing, type AnswerEncoding } from './answerEncoding.ts';
import type { AppEnv } from './context.ts';
import { readPayload } from './input.ts';

type EventRow = typeof contentEvents.$inferSelect;

export interface PublicCacheOptions {
  db: Db;
  /** The largest total of kept answers (bodies, compressed forms, keys, tags: `keptBytes`); least recently used out first. */
  maxBytes?: number;
  /** How stale another process's publish may be here at most (ms); this process's own writes count at once. */
  checkEveryMs?: number;
  /** The id of the last event every earlier write has committed before (read once, at the first use). */
  lastEvent: (db: Db) => Promise<number>;
  /** The largest event id visible now (cheap: read every `checkEveryMs`). */
  maxEvent: (db: Db) => Promise<number>;
  /** The events after an id, once every write holding a smaller one has committed. */
  eventsAfter: (db: Db, id: number) => Promise<EventRow[]>;
  /** The tags a batch of events touches. */
  tagsOf: (db: Db, events: EventRow[]) => Promise<string[]>;
  now?: () => number;
}

/** A kept answer: its bytes, their ETag, and each compressed form once asked for (null: not worth compressing). */
export interface Entry {
  body: Buffer<ArrayBuffer>;
  etag: string;
  tags: string[];
  bytes: number;
  encoded: Partial<Record<AnswerEncoding, Buffer<ArrayBuffer> | null>>;
  /** Its key while the cache holds it. */
  key?: string;
}

/** An answer's bytes and ETag, kept or not (a caller's own answer, a put raced by a publish). */
export function entryOf(body: string | Buffer<ArrayBuffer>, tags: string[] = []): Entry {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { body: bytes, etag: etagOf(bytes), tags, bytes: bytes.length, encoded: {} };
}

export interface CacheCounters {
  hits: number;
  misses: number;
  notModified: number;
  stored: number;
  /** Answers not stored: refusals, errors, answers that read the caller, answers raced by a publish. */
  skipped: number;
  evicted: number;
  invalidated: number;
  checks: number;
  entries: number;
  bytes: number;
}

export const CACHE_DEFAULTS = { maxBytes: 32 * 1024 * 1024, checkEveryMs: 1000 } as const;

/** What holding one answer costs beside its bytes and strings: the entry object, its Map slot and tag Set slots. */
export const ENTRY_OVERHEAD = 256;

/** A string's bytes as V8 holds it: one a character while every one fits in Latin-1, else two (a Chinese keyword). */
const stringBytes = (s: string) => (/[\u0100-\uffff]/.test(s) ? 2 : 1) * s.length;

/** What an answer kept under `key` holds, its compressed forms apart (counted when made). */
export function keptBytes(key: string, entry: Pick<Entry, 'body' | 'etag' | 'tags'>): number {
  const strings = stringBytes(key) + entry.etag.length + entry.tags.reduce((n, t) => n + stringBytes(t), 0);
  return entry.body.length + strings + ENTRY_OVERHEAD;
}

/** Enough list totals for every facet value of every list; past it they start again rather than grow. */
const MAX_TOTALS = 5_000;

export function createPublicCache(opts: PublicCacheOptions) {
  const maxBytes = opts.maxBytes ?? CACHE_DEFAULTS.maxBytes;
  // At least 1 ms: with 0 a check that ends in the millisecond it began would be due again at once, forever.
  const every = Math.max(1, opts.checkEveryMs ?? CACHE_DEFAULTS.checkEveryMs);
  const now = opts.now ?? (() => performance.now());
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  const totals = new Map<string, number>();
  const totalsByTag = new Map<string, Set<string>>();
  const counters = {
    hits: 0,
    misses: 0,
    notModified: 0,
    stored: 0,
    skipped: 0,
    evicted: 0,
    invalidated: 0,
    checks: 0,
  };
  let bytes = 0;
  /** Bumped around every invalidation: an answer computed across one is not stored (it may predate the change). */
  let epoch = 0;
  /** The epoch at which each tag someone keeps rows by (tagVersion) was last dropped. */
  const tagVersions = new Map<string, number>();
  let seen: number | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  /** Least recently used out first until the bodies (and their compressed forms) fit. */
  function trim(): void {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
      counters.evicted++;
    }
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  function drop(tags: string[]): void {
    epoch++;
    for (const tag of tags) {
      if (tagVersions.has(tag)) tagVersions.set(tag, epoch);
      for (const key of byTag.get(tag) ?? []) {
        remove(key);
        counters.invalidated++;
      }
      for (const key of totalsByTag.get(tag) ?? []) totals.delete(key);
      totalsByTag.delete(tag);
    }
  }

  async function check(): Promise<void> {
    counters.checks++;
    if (seen === null) {
      seen = await opts.lastEvent(opts.db);
      return;
    }
    if ((await opts.maxEvent(opts.db)) <= seen) return;
    epoch++;
    const events = await opts.eventsAfter(opts.db, seen);
    if (events.length === 0) return;
    drop(await opts.tagsOf(opts.db, events));
    seen = events.at(-1)!.id;
  }

  const cache = {
    /** Make sure every event committed `checkEveryMs` ago (or before the last `stale()`) has invalidated its tags. */
    async fresh(): Promise<void> {
      while (now() - checkedAt >= every) {
        if (!checking) {
          const started = now();
          checking = check()
            .then(() => {
              checkedAt = started;
            })
            .finally(() => {
              checking = null;
            });
        }
        await checking;
      }
    },
    /** This process just wrote content: the next read looks at the event log first. */
    stale(): void {
      checkedAt = -Infinity;
    },
    /**
     * Drop answers a write in this process changed without a content event: only for data that no other process
     * serves from its cache (农业百科's comments on the embedded database, one process by PGlite's lock).
     */
    forget(tags: string[]): void {
      drop(tags);
    },
    epoch: () => epoch,
    /**
     * A version of what `tag` covers: it changes when an event drops the tag (and only then), so rows kept by it
     * (keptPerVersion) are read again after their own family's changes, not after every publish.
     */
    tagVersion(tag: string): number {
      let version = tagVersions.get(tag);
      if (version === undefined) tagVersions.set(tag, (version = epoch));
      return version;
    },
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** Store an answer computed since `since` (an epoch); false when a publish came in between. */
    put(key: string, body: string | Buffer<ArrayBuffer>, tags: string[], since: number): Entry | null {
      const entry = entryOf(body, tags);
      const size = keptBytes(key, entry);
      if (since !== epoch || size > maxBytes) return null;
      remove(key);
      entry.bytes = size;
      entry.key = key;
      entries.set(key, entry);
      bytes += size;
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      trim();
      counters.stored++;
      return entry;
    },
    /** The entry's body in `encoding`, compressed at its first use and counted in the bound while it is kept. */
    encoded(entry: Entry, encoding: AnswerEncoding): Buffer<ArrayBuffer> | null {
      if (entry.encoded[encoding] !== undefined) return entry.encoded[encoding];
      const compressed = compressedAs(entry.body, encoding);
      entry.encoded[encoding] = compressed;
      if (compressed && entry.key !== undefined && entries.get(entry.key) === entry) {
        entry.bytes += compressed.length;
        bytes += compressed.length;
        trim();
      }
      return compressed;
    },
    /**
     * A list's total under `key`, counted by `count` once until an event drops one of `tags` (here at once after
     * this process's writes, within `checkEveryMs` of another's). A count raced by an invalidation is not kept.
     */
    async total(key: string, tags: string[], count: () => Promise<number>): Promise<number> {
      await cache.fresh();
      const kept = totals.get(key);
      if (kept !== undefined) return kept;
      const since = epoch;
      const n = await count();
      if (since !== epoch) return n;
      if (totals.size >= MAX_TOTALS) {
        totals.clear();
        totalsByTag.clear();
      }
      totals.set(key, n);
      for (const tag of tags) {
        let keys = totalsByTag.get(tag);
        if (!keys) totalsByTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      return n;
    },
    /** Invalidate tags directly (tests, operators). */
    drop,
    counters: (): CacheCounters => ({ ...counters, entries: entries.size, bytes }),
    /** Counted by the middleware. */
    count(name: 'hits' | 'misses' | 'notModified' | 'skipped'): void {
      counters[name]++;
    },
  };
  return cache;
}

export type PublicCache = ReturnType<typeof createPublicCache>;

/** A strong validator of the exact bytes: an answer a publish left unchanged keeps its ETag. */
const etagOf = (body: Buffer<ArrayBuffer>) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** The browser keeps the answer but asks again each time; the ETag makes the answer a 304. */
export const CACHED_CONTROL = 'no-cache';

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * A kept answer's bytes, compressed as the caller accepts (brotli, then gzip; each once per entry). `shared`: a
 * public answer, with its ETag, `no-cache` and a 304 to the caller's copy; otherwise (an answer that read the caller)
 * the app's `no-store` stands. Headers are set last, over the app's.
 */
export function sendEntry(c: Context<AppEnv>, entry: Entry, { shared }: { shared: boolean }): Response {
  const cache = c.get('deps').publicCache;
  if (shared && matches(c.req.header('if-none-match'), entry.etag)) c.res = c.body(null, 304);
  else {
    const encoding = encodingFor(c.req.header('accept-encoding'));
    const compressed = encoding ? (cache?.encoded(entry, encoding) ?? null) : null;
    c.res = c.body(compressed ?? entry.body, 200, { 'Content-Type': 'application/json' });
    if (compressed) c.res.headers.set('Content-Encoding', encoding!);
  }
  // Any answer big enough to compress varies with what the caller accepts, whichever form this one took.
  if (worthCompressing(entry.body)) c.res.headers.set('Vary', 'Accept-Encoding');
  if (shared) {
    c.res.headers.set('Cache-Control', CACHED_CONTROL);
    c.res.headers.set('ETag', entry.etag);
  }
  return c.res;
}

export interface CachedRoute {
  /** The tags of the answer, from the call's raw input (query or JSON body): what invalidates it. */
  tags: (input: Record<string, unknown>) => string[];
  /** On every successful answer, hit or miss (the handler itself never writes on a read): e.g. count a view. */
  onAnswer?: (c: Context<AppEnv>, input: Record<string, unknown>) => void;
}

/** Route middleware: answer a public read call from the cache, or store its successful answer. */
/** Misses being computed, per cache: a second caller of the same key waits for the first instead of computing too. */
const inFlight = new WeakMap<PublicCache, Map<string, Promise<void>>>();

function flightsOf(cache: PublicCache): Map<string, Promise<void>> {
  let flights = inFlight.get(cache);
  if (!flights) inFlight.set(cache, (flights = new Map()));
  return flights;
}

export function cachedPublic(route: CachedRoute): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cache = c.get('deps').publicCache;
    c.set('reads', true);
    if (!cache) return next();
    let input: Record<string, unknown>;
    try {
      input = await readPayload(c);
    } catch {
      return next(); // the handler refuses it the usual way
    }
    await cache.fresh();
    // The raw input, not a re-serialisation: a deeply nested body must reach the handler's refusal, not overflow here.
    const raw =
      c.req.method === 'GET' || c.req.method === 'HEAD' ? new URL(c.req.url).search : await c.req.text();
    const key = `${c.req.method} ${c.req.path} ${raw}`;
    const served = () => {
      const hit = cache.get(key);
      if (!hit) return null;
      cache.count(matches(c.req.header('if-none-match'), hit.etag) ? 'notModified' : 'hits');
      c.set('cache', 'hit');
      route.onAnswer?.(c, input);
      return sendEntry(c, hit, { shared: true });
    };
    const first = served();
    if (first) return first;
    // 50 visitors opening a page just published ask the same thing at once: one computes it, the others take it.
    const flights = flightsOf(cache);
    const leader = flights.get(key);
    if (leader) {
      await leader;
      const shared = served();
      if (shared) return shared;
    }
    let landed = () => {};
    if (!leader) flights.set(key, new Promise<void>((resolve) => (landed = resolve)));
    try {
      await compute(c, next, cache, route, input, key);
    } finally {
      if (!leader) {
        flights.delete(key);
        landed();
      }
    }
  };
}

/** Runs the handler and keeps its answer when it is a public success. */
async function compute(
  c: Context<AppEnv>,
  next: Next,
  cache: PublicCache,
  route: CachedRoute,
  input: Record<string, unknown>,
  key: string,
) {
  cache.count('misses');
  c.set('cache', 'miss');
  const since = cache.epoch();
  await next();
  const res = c.res;
  // An answer that read the caller is never stored: unless a view counter needs its outcome, its body (a VIP's
  // kept series: tens of KB) is not read again, so it goes out as the handler made it.
  const readCaller = c.get('user') !== undefined;
  if (readCaller && !route.onAnswer) {
    cache.count('skipped');
    return;
  }
  const type = res.headers.get('content-type') ?? '';
  const plain = res.status === 200 && type.includes('json') && !res.headers.has('content-encoding');
  const body = plain ? await res.clone().text() : '';
  // Only a success is shared: refusals, errors and anything that looked at the caller stay no-store.
  if (!body.startsWith('{"code":1,')) {
    cache.count('skipped');
    return;
  }
  route.onAnswer?.(c, input);
  if (readCaller) {
    cache.count('skipped');
    return;
  }
  const entry = cache.put(key, body, route.tags(input), since);
  if (!entry) {
    cache.count('skipped');
    return;
  }
  sendEntry(c, entry, { shared: true });
}
