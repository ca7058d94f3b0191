/** Membership plans on sale, as the VIP pages show them. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { plans } from '#server/db/schema/index.ts';
import type { PlanKind, PlanView } from '#lib/commerce/orders.ts';

export const planView = (row: typeof plans.$inferSelect): PlanView => ({
  id: row.id,
  kind: row.kind as PlanKind,
  key: row.key,
  name: row.name,
  days: row.days,
  price: row.priceCents,
  list_price: row.listPriceCents,
  benefits: row.benefits,
  recommended: row.recommended,
});

export async function plansOf(db: Db, kind: PlanKind): Promise<PlanView[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.kind, kind), eq(plans.active, true)))
    .orderBy(asc(plans.sort), asc(plans.id));
  return rows.map(planView);
}
