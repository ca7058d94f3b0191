/** The list page's state in its address: ?first_id=&second_id=&sort=&order=&page= (shareable, legacy-compatible). */
import { isNutrientKey, type NutrientKey } from './nutrients.ts';

export interface FoodListState {
  firstId: number | null;
  secondId: number | null;
  sort: NutrientKey | null;
  order: 'asc' | 'desc';
  page: number;
}

const positive = (v: string | null) => (v && /^\d{1,4}$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function readFoodListState(q: URLSearchParams): FoodListState {
  const sort = q.get('sort');
  const page = Number(q.get('page'));
  const secondId = positive(q.get('second_id'));
  return {
    // A bare ?second_id= names its first level too (its id's leading digits).
    firstId: positive(q.get('first_id')) ?? (secondId ? Math.floor(secondId / 100) : null),
    secondId,
    sort: sort && isNutrientKey(sort) ? sort : null,
    order: q.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function foodListSearch(s: FoodListState): string {
  const q = new URLSearchParams();
  if (s.firstId) q.set('first_id', String(s.firstId));
  if (s.secondId) q.set('second_id', String(s.secondId));
  if (s.sort) q.set('sort', s.sort);
  if (s.sort && s.order === 'asc') q.set('order', 'asc');
  if (s.page > 1) q.set('page', String(s.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}
