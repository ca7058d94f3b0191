/** getDetail: every field, derived type and status, the lineage chain both ways with each link's status, the links. */
import { eq, inArray } from 'drizzle-orm';
import { foodSearchHref } from '#lib/food/format.ts';
import { STD_MSG } from '#lib/standard/messages.ts';
import { kindOf } from '#lib/standard/number.ts';
import { officialRecord } from '#lib/standard/official.ts';
import { STANDARD_STATUSES, statusOn } from '#lib/standard/status.ts';
import type { StandardDetail, StandardLink } from '#lib/standard/types.ts';
import type { Db } from '#server/db/client.ts';
import { standards } from '#server/db/schema/index.ts';
import { generations, lineageEdges, lineageIndex } from './lineage.ts';
import { listItem } from './row.ts';

const split = (v: string) => (v ? v.split('|').filter(Boolean) : []);

type Row = typeof standards.$inferSelect;

/** One standard's page data, or null when there is none with this id. */
export async function standardDetail(db: Db, id: number, today: string): Promise<StandardDetail | null> {
  const [row] = await db.select().from(standards).where(eq(standards.id, id));
  return row ? detailOf(db, row, today) : null;
}

export async function detailOf(db: Db, row: Row, today: string): Promise<StandardDetail> {
  const index = lineageIndex(await lineageEdges(db, [row.number]));
  const up = generations(index, row.number, 'up');
  const down = generations(index, row.number, 'down');
  const all = [...up.flat(), ...down.flat()];
  const known = all.length ? await linksOf(db, all, today) : new Map<string, StandardLink>();
  const link = (n: string) => known.get(n) ?? unlisted(n);
  return withLineage(row, today, chainUp(up, link), chainDown(down, link));
}

/** The page data of a row once its chain is known (the build reads every chain at once). */
export function withLineage(
  row: Row,
  today: string,
  replacedBy: StandardLink[],
  replaces: StandardLink[],
): StandardDetail {
  const item = listItem(row, today);
  const kind = kindOf(row);
  return {
    ...item,
    sub: kind.sub,
    department: row.department,
    committee: row.committee,
    drafters: split(row.drafters),
    concerns: split(row.concerns).map((word) => ({ word, href: foodSearchHref(word) })),
    replaced_by: replacedBy,
    replaces,
    official: officialRecord(row.number, item.type),
    authority: STD_MSG.authority,
  };
}

/** The replacers, newest (farthest) generation first, each link with its step. */
export const chainUp = (levels: string[][], link: (n: string) => StandardLink): StandardLink[] =>
  levels.flatMap((ns, i) => ns.map((n) => ({ ...link(n), step: i + 1 }))).reverse();

/** The replaced, nearest generation first. */
export const chainDown = (levels: string[][], link: (n: string) => StandardLink): StandardLink[] =>
  levels.flatMap((ns, i) => ns.map((n) => ({ ...link(n), step: i + 1 })));

export const unlisted = (number: string): StandardLink => ({
  number,
  step: 0,
  id: null,
  name: null,
  status: null,
  status_name: STD_MSG.notListed,
  effective: null,
  withdrawn: null,
});

export function linkOf(
  r: Pick<Row, 'id' | 'number' | 'name' | 'effective' | 'withdrawn'>,
  today: string,
): StandardLink {
  const status = statusOn(r, today);
  return {
    number: r.number,
    step: 0,
    id: r.id,
    name: r.name,
    status,
    status_name: STANDARD_STATUSES[status],
    effective: r.effective,
    withdrawn: r.withdrawn,
  };
}

/** The chain links of `numbers` that are listed (one read). */
export async function linksOf(db: Db, numbers: string[], today: string): Promise<Map<string, StandardLink>> {
  const rows = await db
    .select({
      id: standards.id,
      number: standards.number,
      name: standards.name,
      effective: standards.effective,
      withdrawn: standards.withdrawn,
    })
    .from(standards)
    .where(inArray(standards.number, numbers));
  return new Map(rows.map((r) => [r.number, linkOf(r, today)]));
}
