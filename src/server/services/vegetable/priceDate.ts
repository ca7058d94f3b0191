/** Which days a price may be written for: never the future (China's day), a reporter only the last year. */
import { addDays, chinaToday } from '#lib/chinaTime.ts';
import { VEG_MARKET_MSG } from '#lib/vegetable/messages.ts';
import { VEG_PRICE_LIMITS } from '#lib/vegetable/validators.ts';

/** Prices are dated by the market's day: China's. */
export const chinaDay = (now: Date, minusDays = 0) => addDays(chinaToday(now), -minusDays);

/** The refusal for a day, or null. */
export function priceDateProblem(date: string, now: Date, editor: boolean): string | null {
  if (date > chinaDay(now)) return VEG_MARKET_MSG.futureDate;
  if (!editor && date < chinaDay(now, VEG_PRICE_LIMITS.reporterDays))
    return VEG_MARKET_MSG.tooOld(VEG_PRICE_LIMITS.reporterDays);
  return null;
}
