/** getCategory: an indicator's frequency and the first and last period any region holds. */
import { eq, max, min } from 'drizzle-orm';
import { INDUSTRY_MSG } from '#lib/industry/messages.ts';
import type { IndicatorCategory } from '#lib/industry/types.ts';
import type { Db } from '#server/db/client.ts';
import { Refusal } from '#server/core/refusal.ts';
import { indicatorObservations, indicators } from '#server/db/schema/index.ts';
import type { Frequency } from '#lib/industry/periods.ts';

export async function indicatorCategory(db: Db, indicator: number): Promise<IndicatorCategory> {
  const [row] = await db
    .select({ frequency: indicators.frequency })
    .from(indicators)
    .where(eq(indicators.id, indicator));
  if (!row) throw new Refusal(INDUSTRY_MSG.unknownIndicator(indicator));
  const [span] = await db
    .select({ first: min(indicatorObservations.period), last: max(indicatorObservations.period) })
    .from(indicatorObservations)
    .where(eq(indicatorObservations.indicatorId, indicator));
  return {
    indicator,
    frequency: row.frequency as Frequency,
    first: span?.first ?? null,
    last: span?.last ?? null,
  };
}
