/** The status rule of `#lib/standard/status.ts` as SQL conditions on China's day `today` (YYYY-MM-DD). */
import { and, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { StandardStatus } from '#lib/standard/status.ts';
import { standards } from '#server/db/schema/index.ts';

const inForceOn = (today: string) => or(isNull(standards.withdrawn), gt(standards.withdrawn, today))!;

/** Rows with `status` on `today`: 废止 from 废止日期, 即将实施 before 实施日期, 现行 otherwise. */
export function statusWhere(status: StandardStatus, today: string): SQL {
  if (status === 'withdrawn') return and(isNotNull(standards.withdrawn), lte(standards.withdrawn, today))!;
  if (status === 'upcoming') return and(inForceOn(today), gt(standards.effective, today))!;
  return and(inForceOn(today), or(isNull(standards.effective), lte(standards.effective, today)))!;
}
