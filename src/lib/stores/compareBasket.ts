/**
 * 食物对比's basket: the foods a reader collects on the list, search and detail pages (at most FOOD_COMPARE_MAX),
 * kept in localStorage so it survives a reload and follows the reader across pages and tabs.
 */
import { atom } from 'nanostores';
import { FOOD_CODE_RE, FOOD_COMPARE_MAX } from '#lib/food/limits.ts';
import { FOOD_MSG } from '#lib/food/messages.ts';
import { toast } from './toast.ts';

export interface BasketFood {
  code: string;
  name: string;
}

/** The localStorage key; also the value of the detail page's `client:interaction`, which wakes when it is set. */
export const BASKET_KEY = 'portal:food-compare';
const NAME_MAX = 60;

/** What localStorage held, made safe: foods with a real code and a name, no repeats, at most the compare limit. */
export function parseBasket(raw: string | null): BasketFood[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: BasketFood[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { code, name } = item as Record<string, unknown>;
    if (typeof code !== 'string' || !FOOD_CODE_RE.test(code) || typeof name !== 'string' || !name.trim())
      continue;
    if (out.some((f) => f.code === code)) continue;
    out.push({ code, name: name.trim().slice(0, NAME_MAX) });
    if (out.length === FOOD_COMPARE_MAX) break;
  }
  return out;
}

export const $compareBasket = atom<BasketFood[]>([]);

/** localStorage, or null where the browser refuses it (private modes, blocked storage): the basket then lives per page. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function save(list: BasketFood[]): void {
  try {
    // An empty basket removes the key, so the detail page's island stays asleep for a reader who has none.
    if (list.length) storage()?.setItem(BASKET_KEY, JSON.stringify(list));
    else storage()?.removeItem(BASKET_KEY);
  } catch {
    // Storage full or refused: the basket still works on this page.
  }
}

const store = storage();
if (store) {
  $compareBasket.set(parseBasket(store.getItem(BASKET_KEY)));
  // Another tab changed the basket: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === BASKET_KEY || e.key === null) $compareBasket.set(parseBasket(e.newValue));
  });
}

const set = (list: BasketFood[]) => {
  $compareBasket.set(list);
  save(list);
};

export const inBasket = (list: BasketFood[], code: string): boolean => list.some((f) => f.code === code);

/** Add a food; a full basket refuses with a toast and changes nothing. */
export function addToBasket(food: BasketFood): boolean {
  const list = $compareBasket.get();
  if (inBasket(list, food.code)) return true;
  if (list.length >= FOOD_COMPARE_MAX) {
    toast.warning(FOOD_MSG.basketFull);
    return false;
  }
  set([...list, { code: food.code, name: food.name.slice(0, NAME_MAX) }]);
  toast.success(FOOD_MSG.basketAdded(food.name, list.length + 1));
  return true;
}

export function removeFromBasket(code: string): void {
  const list = $compareBasket.get();
  const food = list.find((f) => f.code === code);
  if (!food) return;
  set(list.filter((f) => f.code !== code));
  toast.info(FOOD_MSG.basketRemoved(food.name));
}

/** The button of a food: in the basket it takes it out, else it puts it in. */
export function toggleInBasket(food: BasketFood): void {
  if (inBasket($compareBasket.get(), food.code)) removeFromBasket(food.code);
  else addToBasket(food);
}

export function clearBasket(): void {
  if (!$compareBasket.get().length) return;
  set([]);
  toast.info(FOOD_MSG.basketCleared);
}
