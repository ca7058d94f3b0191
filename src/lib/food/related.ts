/**
 * Related foods (getRelatedList, and the detail pages at build time): the foods of the same second-level category with
 * the closest profile, the distance over the macro nutrients each scaled to its range within the category, over the
 * nutrients both foods have figures for. One function, so the API and the prebuilt page agree.
 */
import { KEY_NUTRIENTS, type NutrientKey } from './nutrients.ts';

/** The profile compared: what a food is made of. */
export const PROFILE: readonly NutrientKey[] = ['water', 'energy', 'protein', 'fat', 'carbohydrate', 'fiber'];

/** The nutrients a detail page's related table shows (the first key nutrients). */
export const RELATED_COLUMNS = KEY_NUTRIENTS.slice(0, 5);

export interface Profiled {
  id: number;
  nutrients: Partial<Record<NutrientKey, number | null>>;
}

export function closestFoods<T extends Profiled>(self: Profiled, others: T[], limit: number): T[] {
  const candidates = others.filter((o) => o.id !== self.id);
  const range = new Map(
    PROFILE.map((k) => {
      const values = [self, ...candidates]
        .map((f) => f.nutrients[k])
        .filter((v): v is number => v !== null && v !== undefined);
      return [k, values.length ? Math.max(...values) - Math.min(...values) : 0];
    }),
  );
  const distance = (o: Profiled) => {
    let sum = 0;
    let n = 0;
    for (const k of PROFILE) {
      const a = self.nutrients[k];
      const b = o.nutrients[k];
      const r = range.get(k)!;
      if (a === null || a === undefined || b === null || b === undefined || r === 0) continue;
      sum += ((a - b) / r) ** 2;
      n += 1;
    }
    return n ? Math.sqrt(sum / n) : Number.POSITIVE_INFINITY;
  };
  return candidates
    .map((o) => ({ o, d: distance(o) }))
    .sort((x, y) => x.d - y.d || x.o.id - y.o.id)
    .slice(0, limit)
    .map(({ o }) => o);
}
