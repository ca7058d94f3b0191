/**
 * The lineage of standards: who replaced whom (standard_replaces), walked both ways, several steps, from a set of
 * numbers. The detail shows the chain; the planner and the import re-render every page whose chain shows a change.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { standardReplaces, standards } from '#server/db/schema/index.ts';

/** A step of the chain: `by` replaced `of`. */
export interface Replacement {
  by: string;
  of: string;
}

/** Enough for any real lineage (GB 2763 has six versions); a loop in bad data stops here. */
const MAX_STEPS = 20;

/** Every replacement reachable from `numbers` in either direction. */
export async function lineageEdges(db: Db, numbers: string[]): Promise<Replacement[]> {
  const seen = new Set(numbers);
  const edges = new Map<string, Replacement>();
  let frontier = [...seen];
  for (let step = 0; step < MAX_STEPS && frontier.length; step++) {
    const rows = await db
      .select({ by: standards.number, of: standardReplaces.replacedNumber })
      .from(standardReplaces)
      .innerJoin(standards, eq(standards.id, standardReplaces.standardId))
      .where(or(inArray(standards.number, frontier), inArray(standardReplaces.replacedNumber, frontier)));
    const next: string[] = [];
    for (const r of rows) {
      edges.set(`${r.by}>${r.of}`, r);
      for (const n of [r.by, r.of]) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return [...edges.values()];
}

/** The edges by number, both ways: who replaced a number (`up`), whom a number replaced (`down`). Made once per read. */
export interface LineageIndex {
  up: Map<string, string[]>;
  down: Map<string, string[]>;
}

export function lineageIndex(edges: Replacement[]): LineageIndex {
  const index: LineageIndex = { up: new Map(), down: new Map() };
  const add = (m: Map<string, string[]>, from: string, to: string) => {
    const list = m.get(from);
    if (list) list.push(to);
    else m.set(from, [to]);
  };
  for (const e of edges) {
    add(index.up, e.of, e.by);
    add(index.down, e.by, e.of);
  }
  return index;
}

/** Generations away from `number` (the replacers, or the replaced), nearest first, each number once. */
export function generations(index: LineageIndex, number: string, way: 'up' | 'down'): string[][] {
  const out: string[][] = [];
  const seen = new Set([number]);
  const step = index[way];
  let frontier = [number];
  while (frontier.length) {
    const next = frontier
      .flatMap((n) => step.get(n) ?? [])
      .filter((n) => !seen.has(n) && (seen.add(n), true))
      .sort((a, b) => b.localeCompare(a));
    if (next.length) out.push(next);
    frontier = next;
  }
  return out;
}

/** The ids of the listed standards in the lineages of `numbers` (themselves included). */
export async function lineageIds(db: Db, numbers: string[]): Promise<number[]> {
  if (!numbers.length) return [];
  const edges = await lineageEdges(db, numbers);
  const all = [...new Set([...numbers, ...edges.flatMap((e) => [e.by, e.of])])];
  const rows = await db.select({ id: standards.id }).from(standards).where(inArray(standards.number, all));
  return rows.map((r) => r.id);
}
