/** getTypeList: the list's filters with their counts (types and sub-classes, statuses on China's day, CCS, ICS, years). */
import { sql } from 'drizzle-orm';
import { ccsName, icsName } from '#lib/standard/classes.ts';
import { kindOf, STANDARD_TYPE_KEYS, STANDARD_TYPES, type StandardType } from '#lib/standard/number.ts';
import { STANDARD_STATUS_KEYS, STANDARD_STATUSES, statusOn } from '#lib/standard/status.ts';
import type { StandardFacet, StandardTypeList } from '#lib/standard/types.ts';
import type { Db } from '#server/db/client.ts';
import { standards } from '#server/db/schema/index.ts';

const facets = (
  counts: Map<string, number>,
  name: (key: string) => string,
  order?: (a: string, b: string) => number,
) =>
  [...counts.entries()]
    .sort(([a], [b]) => (order ? order(a, b) : a.localeCompare(b)))
    .map(([key, count]): StandardFacet => ({ key, name: name(key), count }));

const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

/** One read of the few columns the facets need (hundreds of standards), counted here by the same rules as the rows. */
export async function standardTypeList(db: Db, today: string): Promise<StandardTypeList> {
  const rows = await db
    .select({
      type: standards.type,
      sub: standards.sub,
      prefix: standards.prefix,
      base: standards.base,
      effective: standards.effective,
      withdrawn: standards.withdrawn,
      ccs: sql<string>`left(${standards.ccs}, 1)`,
      ics: sql<string>`left(${standards.ics}, 2)`,
      year: sql<string>`left(${standards.issued}::text, 4)`,
    })
    .from(standards);
  const types = new Map<string, Map<string, { name: string; count: number }>>();
  const statuses = new Map<string, number>();
  const ccs = new Map<string, number>();
  const ics = new Map<string, number>();
  const years = new Map<string, number>();
  for (const r of rows) {
    const subs = types.get(r.type) ?? new Map();
    types.set(r.type, subs);
    const sub = subs.get(r.sub) ?? { name: kindOf(r).subName, count: 0 };
    sub.count++;
    subs.set(r.sub, sub);
    bump(statuses, statusOn(r, today));
    if (r.ccs) bump(ccs, r.ccs);
    if (r.ics) bump(ics, r.ics);
    if (r.year) bump(years, r.year);
  }
  return {
    types: STANDARD_TYPE_KEYS.filter((t) => types.has(t)).map((t) => {
      const subs = [...types.get(t)!.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, s]) => ({ key, name: s.name, count: s.count }));
      return {
        key: t as StandardType,
        name: STANDARD_TYPES[t],
        count: subs.reduce((n, s) => n + s.count, 0),
        subs,
      };
    }),
    statuses: STANDARD_STATUS_KEYS.map((key) => ({
      key,
      name: STANDARD_STATUSES[key],
      count: statuses.get(key) ?? 0,
    })),
    ccs: facets(ccs, ccsName),
    ics: facets(ics, icsName),
    years: facets(
      years,
      (y) => `${y}年`,
      (a, b) => b.localeCompare(a),
    ),
  };
}
