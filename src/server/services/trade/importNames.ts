/** What the trade imports resolve before writing: partners by code, ISO or name, and the 6-digit codes held. */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes, tradeMonths, tradePartners } from '#server/db/schema/index.ts';
import { partnerFinder, type PartnerRow } from './partners.ts';

export interface ImportNames {
  /** A partner by customs code, ISO alpha-2 or Chinese name (partnerFinder). */
  partner: (key: string) => PartnerRow | undefined;
  hasCode: (code: string) => boolean;
  /** The USD→RMB rate of a month held. */
  rate: (month: string) => number | undefined;
}

export async function importNames(db: Db): Promise<ImportNames> {
  const [partners, codes, months] = await Promise.all([
    db.select().from(tradePartners),
    db.select({ code: tradeHsCodes.code }).from(tradeHsCodes).where(eq(tradeHsCodes.level, 6)),
    db.select().from(tradeMonths),
  ]);
  const held = new Set(codes.map((c) => c.code));
  const rates = new Map(months.map((m) => [m.month, m.usdRmb]));
  return {
    partner: partnerFinder(partners),
    hasCode: (code) => held.has(code),
    rate: (month) => rates.get(month),
  };
}
