/**
 * From content changes to the pages a rebuild renders: an article's detail page, its old and new neighbours
 * (their prev/next links name it), the article lists and the pages of its old and new tags; a reference or product's
 * detail page and its lists. Static pages (home, first list pages) are rendered by every rebuild anyway.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, type ContentScope } from '../../db/schema.ts';
import { CONTENT_STATUS } from '../../../lib/validators.ts';
import { FAMILY, type Family } from '../../../lib/pageFamilies.ts';
import type { BuildPlan } from '../../../content/plan.ts';
import { articleScope } from '../content/scope.ts';

export interface ChangeEvent {
  entity: string;
  entityId: number;
  before: ContentScope | null;
}

type Families = BuildPlan['families'];

function addIds(families: Families, family: Family, ids: number[]): void {
  const current = families[family];
  if (current === 'all') return;
  families[family] = [...new Set([...(current ?? []), ...ids])];
}

interface Placed {
  id: number;
  publishedAt: string;
}

/** Published articles of a kind in list order (newest first), as the detail pages' prev/next see them. */
async function kindOrder(db: Db, kind: string): Promise<Placed[]> {
  const rows = await db
    .select({ id: articles.id, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.status, CONTENT_STATUS.published)))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
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

async function planArticle(
  db: Db,
  families: Families,
  e: ChangeEvent,
  orders: Map<string, Promise<Placed[]>>,
) {
  families[FAMILY.articleList] = 'all';
  addIds(families, FAMILY.articleDetail, [e.entityId]);
  const now = await articleScope(db, e.entityId);
  for (const scope of [e.before, now]) {
    if (!scope?.kind) continue;
    addIds(families, FAMILY.tag, scope.tagIds ?? []);
    if (!scope.publishedAt) continue;
    let order = orders.get(scope.kind);
    if (!order) orders.set(scope.kind, (order = kindOrder(db, scope.kind)));
    addIds(
      families,
      FAMILY.articleDetail,
      neighboursAt(await order, { id: e.entityId, publishedAt: scope.publishedAt }),
    );
  }
}

export async function planFor(db: Db, events: ChangeEvent[]): Promise<BuildPlan> {
  const families: Families = {};
  const orders = new Map<string, Promise<Placed[]>>();
  for (const e of events) {
    if (e.entity === 'article') await planArticle(db, families, e, orders);
    if (e.entity === 'reference') {
      addIds(families, FAMILY.referenceDetail, [e.entityId]);
      families[FAMILY.referenceList] = 'all';
    }
    if (e.entity === 'product') {
      addIds(families, FAMILY.productDetail, [e.entityId]);
      families[FAMILY.productList] = 'all';
    }
  }
  return { families };
}
