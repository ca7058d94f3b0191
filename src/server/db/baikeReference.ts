/**
 * 农业百科's category tree, written into every database (production included) while the category table is empty:
 * members file the entries they write under it. Editors' later changes to the table are never overwritten.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { baikeTreeSchema, type BaikeTreeNode } from '#lib/baike/content.ts';
import type { Db } from './client.ts';
import { referenceFile } from './referenceFiles.ts';
import { baikeCategories } from '#server/db/schema/index.ts';

/** The vendored tree (reference/baike/tree.json), checked against its schema. */
export const readBaikeTree = (): BaikeTreeNode[] =>
  baikeTreeSchema.parse(JSON.parse(readFileSync(referenceFile('baike', 'tree.json'), 'utf8')));

/** The tree as rows: parent first, siblings in the file's order. */
export function categoryRows(tree: BaikeTreeNode[]): (typeof baikeCategories.$inferInsert)[] {
  const rows: (typeof baikeCategories.$inferInsert)[] = [];
  const walk = (nodes: BaikeTreeNode[], parentId: number | null) =>
    nodes.forEach((n, sort) => {
      rows.push({ id: n.id, parentId, name: n.name, sort });
      walk(n.children ?? [], n.id);
    });
  walk(tree, null);
  return rows;
}

export async function seedBaikeReference(db: Db): Promise<void> {
  const [held] = await db.select({ n: sql<number>`count(*)::int` }).from(baikeCategories);
  if (held && held.n > 0) return;
  await db.insert(baikeCategories).values(categoryRows(readBaikeTree())).onConflictDoNothing();
}
