/** What the trade imports resolve before writing: partners by code, ISO or name, and the 6-digit codes held. */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes, tradeMonths, tradePartners } from '#server/db/schema/index.ts';

export interface ImportNames {
  /** A partner's customs code and ISO alpha-2 by customs code, ISO alpha-2 or Chinese name. */
  partner: (key: string) => { code: string; iso2: string } | undefined;
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
  const byKey = new Map<string, { code: string; iso2: string }>();
  for (const p of partners) {
    const v = { code: p.code, iso2: p.iso2 };
    for (const k of [p.code, p.iso2, p.nameZh, p.mapName]) if (k) byKey.set(k, v);
  }
  const held = new Set(codes.map((c) => c.code));
  const rates = new Map(months.map((m) => [m.month, m.usdRmb]));
  return {
    partner: (key) => byKey.get(/^[a-z]{2}$/i.test(key.trim()) ? key.trim().toUpperCase() : key.trim()),
    hasCode: (code) => held.has(code),
    rate: (month) => rates.get(month),
  };
}
