/** The permitted-origins rows with their partners, read once per call (86 rows: the lists are short). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradePartners, tradePermittedOrigins } from '#server/db/schema/index.ts';
import { PERMIT_PRODUCT_CODES } from '#lib/trade/rules.ts';
import type { PartnerRow } from './partners.ts';

export interface PermitRow {
  group: string;
  product: string;
  note: string;
  partner: PartnerRow;
}

/** The order the customs lists use: 肉类, 水果, 粮食, 乳品, then any group an import added. */
const GROUPS = ['肉类', '水果', '粮食', '乳品'];
export const groupOrder = (g: string) => (GROUPS.includes(g) ? GROUPS.indexOf(g) : GROUPS.length);

export async function permitRows(db: Db, where?: { iso2?: string }): Promise<PermitRow[]> {
  const rows = await db
    .select({ permit: tradePermittedOrigins, partner: tradePartners })
    .from(tradePermittedOrigins)
    .innerJoin(tradePartners, eq(tradePartners.iso2, tradePermittedOrigins.iso2))
    .where(where?.iso2 ? eq(tradePermittedOrigins.iso2, where.iso2) : undefined)
    .orderBy(asc(tradePartners.code));
  return rows
    .map((r) => ({
      group: r.permit.group,
      product: r.permit.product,
      note: r.permit.note,
      partner: r.partner,
    }))
    .sort((a, b) => groupOrder(a.group) - groupOrder(b.group));
}

export const permitCodes = (product: string): string[] => [...(PERMIT_PRODUCT_CODES[product] ?? [])];
