/** 农业百科's category tree with the published entries under each node (a node counts its descendants'). */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { baikeCategories, baikeEntries } from '#server/db/schema/index.ts';
import type { BaikeTreeNode } from '#lib/baike/types.ts';

export interface BaikeCategoryRow {
  id: number;
  parentId: number | null;
  name: string;
}

/** Every category, parents before children, siblings in the tree's order (a few dozen rows). */
export const categoryRows = (db: Db): Promise<BaikeCategoryRow[]> =>
  db
    .select({ id: baikeCategories.id, parentId: baikeCategories.parentId, name: baikeCategories.name })
    .from(baikeCategories)
    .orderBy(asc(baikeCategories.sort), asc(baikeCategories.id));

/** A node and every node below it. */
export function descendantIds(rows: BaikeCategoryRow[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parentId === out[i]) out.push(r.id);
  return out;
}

/** Root first: 作物 › 粮食作物 › 谷类作物. */
export function categoryPath(rows: BaikeCategoryRow[], id: number): { id: number; name: string }[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: { id: number; name: string }[] = [];
  for (
    let r = byId.get(id);
    r && path.length < 10;
    r = r.parentId === null ? undefined : byId.get(r.parentId)
  )
    path.unshift({ id: r.id, name: r.name });
  return path;
}

/** The tree of `rows` with each node's own count plus its descendants'. */
export function buildTree(rows: BaikeCategoryRow[], counts: Map<number, number>): BaikeTreeNode[] {
  const nodes = new Map<number, BaikeTreeNode>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, count: 0, children: [] }]),
  );
  const roots: BaikeTreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const total = (n: BaikeTreeNode): number =>
    (n.count = (counts.get(n.id) ?? 0) + n.children.reduce((s, c) => s + total(c), 0));
  roots.forEach(total);
  return roots;
}

/** Published entries per category they are filed under. */
export async function publishedCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: baikeEntries.categoryId, n: sql<number>`count(*)::int` })
    .from(baikeEntries)
    .where(eq(baikeEntries.status, 'published'))
    .groupBy(baikeEntries.categoryId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function baikeTree(db: Db): Promise<BaikeTreeNode[]> {
  const [rows, counts] = await Promise.all([categoryRows(db), publishedCounts(db)]);
  return buildTree(rows, counts);
}
