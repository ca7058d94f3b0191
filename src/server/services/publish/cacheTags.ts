/**
 * The tags of cached public answers (`#server/http/publicCache.ts`) and which of them content events touch. The
 * planner already knows what a change touches (the item, its old and new neighbours, the kinds of its lists, its old
 * and new tags): the cache drops the answers of exactly those.
 */
import type { Db } from '#server/db/client.ts';
import { FAMILY } from '#lib/pageFamilies.ts';
import { ARTICLE_KINDS } from '#lib/content/model.ts';
import { CONTENT_ENTITY } from '#server/services/content/events.ts';
import type { BuildPlan } from '#content/plan.ts';
import { planFor, type ChangeEvent } from './planner.ts';

/** The entities editors write one by one, whose answers carry per-item tags. */
const EDITED = new Set<string>([CONTENT_ENTITY.article, CONTENT_ENTITY.reference, CONTENT_ENTITY.product]);

/** One tag per kind of answer; `all` tags span every item of an entity (search, tag counts, related lists). */
export const CACHE_TAG = {
  /** Anything that reads published articles of any kind. */
  articles: 'articles',
  /** Lists of one article kind. */
  articlesOf: (kind: string) => `articles:${kind}`,
  article: (id: unknown) => `article:${Number(id)}`,
  /** The articles of one tag. */
  tag: (id: unknown) => `tag:${Number(id)}`,
  references: 'references',
  reference: (id: unknown) => `reference:${Number(id)}`,
  products: 'products',
  product: (id: unknown) => `product:${Number(id)}`,
  /** Vegetable prices, the class index, markets and their reports (one tag: an import touches most answers). */
  vegetable: 'vegetable',
  /** Standards: the list, its filters and every detail (an import or a day's status changes touch few, rarely). */
  standard: 'standard',
  /** 进出口贸易: flows, tariff rates, permits (one tag: an import touches most answers). */
  trade: 'trade',
  /** Foods and their categories (食物营养: an import touches lists, search and details alike). */
  food: 'food',
  /** 数据检索's indicator store: domains, indicators and values (one tag: an import touches most answers). */
  industry: 'industry',
  /** 农业百科: the tree, lists, search, entries and hubs (one tag: a publish changes counts and lists alike). */
  baike: 'baike',
  /** The comments of one entry (dropped by its AddComment and delComment). */
  baikeComments: (id: unknown) => `baike-comments:${Number(id)}`,
  /** Tables no editor call changes (columns, categories, banners, hot keywords, periodicals, enterprises). */
  fixed: 'fixed',
} as const;

/** The list tag of an article kind given as input: an unknown or absent kind reads as `fallback`. */
export function articleKindTag(kind: unknown, fallback?: string): string {
  const k = typeof kind === 'string' && kind.trim() ? kind.trim() : fallback;
  return k && (ARTICLE_KINDS as readonly string[]).includes(k) ? CACHE_TAG.articlesOf(k) : CACHE_TAG.articles;
}

/** The tags a batch of content events touches. */
export async function tagsOfEvents(db: Db, events: ChangeEvent[]): Promise<string[]> {
  // Per-item tags exist for the editors' families only; the applications' data drops its one tag (below), so their
  // page plans (a standard's lineage, a food's category) are not worked out again here in every process.
  const edited = events.filter((e) => EDITED.has(e.entity));
  const families: BuildPlan['families'] = edited.length ? (await planFor(db, edited)).now.families : {};
  const tags = new Set<string>();
  const ids = (family: string) => {
    const keys = families[family as keyof typeof families];
    return Array.isArray(keys) ? keys : [];
  };
  for (const id of ids(FAMILY.articleDetail)) tags.add(CACHE_TAG.article(id));
  for (const id of ids(FAMILY.tag)) tags.add(CACHE_TAG.tag(id));
  for (const id of ids(FAMILY.referenceDetail)) tags.add(CACHE_TAG.reference(id));
  for (const id of ids(FAMILY.productDetail)) tags.add(CACHE_TAG.product(id));
  // List keys are `kind|facet|head`: the answers of the kind's lists.
  for (const key of ids(FAMILY.articleList)) tags.add(CACHE_TAG.articlesOf(String(key).split('|')[0]!));
  const entities = new Set(events.map((e) => e.entity));
  if (entities.has(CONTENT_ENTITY.article)) tags.add(CACHE_TAG.articles);
  if (entities.has(CONTENT_ENTITY.reference)) tags.add(CACHE_TAG.references);
  if (entities.has(CONTENT_ENTITY.product)) tags.add(CACHE_TAG.products);
  if (entities.has(CONTENT_ENTITY.vegetable)) tags.add(CACHE_TAG.vegetable);
  if (entities.has(CONTENT_ENTITY.standard)) tags.add(CACHE_TAG.standard);
  if (entities.has(CONTENT_ENTITY.trade)) tags.add(CACHE_TAG.trade);
  if (entities.has(CONTENT_ENTITY.food)) tags.add(CACHE_TAG.food);
  if (entities.has(CONTENT_ENTITY.industry)) tags.add(CACHE_TAG.industry);
  if (entities.has(CONTENT_ENTITY.baike)) tags.add(CACHE_TAG.baike);
  return [...tags];
}
