/**
 * From content changes to the pages a rebuild renders: an article's detail page, its old and new neighbours
 * (their prev/next links name it), the first pages of the lists it was and is on, the pages of its old and new tags,
 * then every later list page of its kind; a reference or product's detail page, its neighbours and its lists. A list's
 * first page is in its family like the others (src/lib/listRoutes.ts); static pages (home) render in every rebuild.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles, dataProducts, references, type ContentScope } from '#server/db/schema/index.ts';
import { CONTENT_ENTITY } from '#server/services/content/events.ts';
import { CONTENT_STATUS } from '#lib/content/model.ts';
import { articleListKey, FAMILY, type Family } from '#lib/pageFamilies.ts';
import { chinaDate } from '#lib/chinaTime.ts';
import type { BuildPlan, PageKey } from '#content/plan.ts';
import { scopeOf } from '#server/services/content/scope.ts';
import { foodPlanKeys } from '#server/services/food/plan.ts';
import { standardPlanKeys } from '#server/services/standard/plan.ts';
import { baikePlanKeys } from '#server/services/baike/plan.ts';

export interface ChangeEvent {
  entity: string;
  entityId: number;
  before: ContentScope | null;
}

type Families = BuildPlan['families'];

function addIds(families: Families, family: Family, ids: PageKey[]): void {
  const current = families[family];
  if (current === 'all') return;
  families[family] = [...new Set([...(current ?? []), ...ids])];
}

interface Placed {
  id: number;
  publishedAt: string;
}

type Entity = 'article' | 'reference' | 'product';
const TABLES = { article: articles, reference: references, product: dataProducts } as const;

/** Published items in list order (newest first), as the detail pages' prev/next see them; articles per kind. */
async function listOrder(db: Db, entity: Entity, kind?: string): Promise<Placed[]> {
  const table = TABLES[entity] as typeof articles;
  const published = eq(table.status, CONTENT_STATUS.published);
  const rows = await db
    .select({ id: table.id, publishedAt: table.publishedAt })
    .from(table)
    .where(kind ? and(published, eq(articles.kind, kind)) : published)
    .orderBy(desc(table.publishedAt), desc(table.id));
  return rows.map((r) => ({ id: r.id, publishedAt: r.publishedAt?.toISOString() ?? '' }));
}

/** The articles just newer and just older than where (publishedAt, id) sits in `order`, itself left out. */
export function neighboursAt(order: Placed[], at: Placed): number[] {
  const others = order.filter((p) => p.id !== at.id);
  const newer = (p: Placed) =>
    p.publishedAt > at.publishedAt || (p.publishedAt === at.publishedAt && p.id > at.id);
  const split = others.findIndex((p) => !newer(p));
  const index = split < 0 ? others.length : split;
  return [others[index - 1]?.id, others[index]?.id].filter((id): id is number => id !== undefined);
}

const DETAIL = {
  article: FAMILY.articleDetail,
  reference: FAMILY.referenceDetail,
  product: FAMILY.productDetail,
} as const;
const LISTS = {
  article: FAMILY.articleList,
  reference: FAMILY.referenceList,
  product: FAMILY.productList,
} as const;

type Orders = Map<string, Promise<Placed[]>>;

/** The item's own page, the lists, its old and new tags, and its neighbours where it was and where it is now. */
async function planItem(db: Db, families: Families, entity: Entity, e: ChangeEvent, orders: Orders) {
  // Reference and product lists are rendered whole; article lists per kind (their filters show the kind's counts).
  if (entity !== 'article') families[LISTS[entity]] = 'all';
  addIds(families, DETAIL[entity], [e.entityId]);
  const now = await scopeOf(db, entity, e.entityId);
  for (const scope of [e.before, now]) {
    if (!scope) continue;
    if (entity === 'article' && scope.kind) addIds(families, FAMILY.articleList, listHeads(scope));
    addIds(families, FAMILY.tag, scope.tagIds ?? []);
    if (!scope.publishedAt) continue;
    const key = `${entity}:${scope.kind ?? ''}`;
    let order = orders.get(key);
    if (!order) orders.set(key, (order = listOrder(db, entity, scope.kind)));
    const at = { id: e.entityId, publishedAt: scope.publishedAt };
    addIds(families, DETAIL[entity], neighboursAt(await order, at));
  }
}

const isEntity = (s: string): s is Entity => s in TABLES;

/** The first pages of the lists an article is (or was) on: its kind's list and its column, category and month. */
function listHeads(scope: ContentScope): string[] {
  const kind = scope.kind!;
  const facets = ['all'];
  if (scope.columnId) facets.push(`column:${scope.columnId}`);
  if (scope.categoryId) facets.push(`category:${scope.categoryId}`);
  if (scope.publishedAt) facets.push(`month:${chinaDate(scope.publishedAt).slice(0, 7)}`);
  return facets.map((f) => articleListKey(kind, f, 1));
}

/** Every list page of the kinds whose first pages are planned: later pages shift, filters show new counts. */
function listTails(plan: BuildPlan): BuildPlan | null {
  const heads = plan.families[FAMILY.articleList];
  if (!Array.isArray(heads) || heads.length === 0) return null;
  const kinds = [...new Set(heads.map((k) => String(k).split('|')[0]))];
  return { families: { [FAMILY.articleList]: kinds.map((k) => `${k}|*`) } };
}

/** What a run renders first (the changed items, their neighbours, tags and first list pages) and then. */
export interface TwoPhasePlan {
  now: BuildPlan;
  later: BuildPlan | null;
}

export async function planFor(db: Db, events: ChangeEvent[]): Promise<TwoPhasePlan> {
  const families: Families = {};
  const orders: Orders = new Map();
  for (const e of events) if (isEntity(e.entity)) await planItem(db, families, e.entity, e, orders);
  // A standard's page and every page whose lineage chain shows its status (the list page is static: always rendered).
  const changedStandards = events.filter((e) => e.entity === CONTENT_ENTITY.standard).map((e) => e.entityId);
  if (changedStandards.length)
    addIds(families, FAMILY.standardDetail, await standardPlanKeys(db, changedStandards));
  // A food's page and those of its category, old and new (the food home, list, search and compare pages are static).
  const changedFoods = events.filter((e) => e.entity === CONTENT_ENTITY.food);
  if (changedFoods.length) addIds(families, FAMILY.foodDetail, await foodPlanKeys(db, changedFoods));
  // 农业百科: an entry's pages, those naming it as related, its category's (the index page is static).
  const changedBaike = events.filter((e) => e.entity === CONTENT_ENTITY.baike);
  if (changedBaike.length) addIds(families, FAMILY.baikeEntry, await baikePlanKeys(db, changedBaike));
  // A trade import changes which codes and partners have flows: every product and country page (the home is static).
  if (events.some((e) => e.entity === CONTENT_ENTITY.trade)) {
    families[FAMILY.tradeProduct] = 'all';
    families[FAMILY.tradeCountry] = 'all';
  }
  const now = { families };
  return { now, later: listTails(now) };
}
