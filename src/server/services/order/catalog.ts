/** What an item costs this member, from the database only: plans, reports and data products. */
import { and, eq } from 'drizzle-orm';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { articles, dataProducts, plans } from '#server/db/schema/index.ts';
import { owns } from './owns.ts';
import { ORDER_MSG } from '#lib/commerce/messages.ts';
import type { ItemType, PlanKind } from '#lib/commerce/orders.ts';
import { ARTICLE_KIND, CONTENT_STATUS } from '#lib/content/model.ts';
import type { UserRow } from '#server/services/accounts/session.ts';
import { vipActive } from '#server/services/files/access.ts';

export interface Priced {
  itemType: ItemType;
  itemId: number;
  title: string;
  summary: string;
  /** Fen, what this member pays. */
  amountCents: number;
  /** Fen, the undiscounted price. */
  listPriceCents: number;
  days: number;
}

/** A plan on sale by id (of `kind` when given: createOrderForVip takes the kind from the plan). */
export async function planPrice(db: Db, id: number, kind?: PlanKind): Promise<Priced> {
  const onSale = and(eq(plans.id, id), eq(plans.active, true), kind ? eq(plans.kind, kind) : undefined);
  const [plan] = await db.select().from(plans).where(onSale).limit(1);
  if (!plan) throw new Refusal(ORDER_MSG.planGone);
  return {
    itemType: plan.kind as PlanKind,
    itemId: plan.id,
    title: plan.name,
    summary: plan.benefits.join('、'),
    amountCents: plan.priceCents,
    listPriceCents: Math.max(plan.listPriceCents, plan.priceCents),
    days: plan.days,
  };
}

async function reportPrice(db: Db, user: UserRow, id: number, now: Date): Promise<Priced> {
  const [report] = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.id, id),
        eq(articles.kind, ARTICLE_KIND.report),
        eq(articles.status, CONTENT_STATUS.published),
      ),
    )
    .limit(1);
  if (!report) throw new Refusal(ORDER_MSG.itemGone);
  if (report.vipOnly || report.priceCents === 0) throw new Refusal(ORDER_MSG.notForSale);
  if (vipActive(user, now)) throw new Refusal(ORDER_MSG.vipReadsFree);
  if (await owns(db, user.uid, 'report', id)) throw new Refusal(ORDER_MSG.alreadyBought);
  const price = report.priceCents;
  return {
    itemType: 'report',
    itemId: id,
    title: report.title,
    summary: report.summary,
    amountCents: price,
    listPriceCents: price,
    days: 0,
  };
}

async function productPrice(db: Db, user: UserRow, id: number, now: Date): Promise<Priced> {
  const [product] = await db
    .select()
    .from(dataProducts)
    .where(and(eq(dataProducts.id, id), eq(dataProducts.status, CONTENT_STATUS.published)))
    .limit(1);
  if (!product) throw new Refusal(ORDER_MSG.itemGone);
  if (product.priceCents === 0) throw new Refusal(ORDER_MSG.notForSale);
  if (await owns(db, user.uid, 'product', id)) throw new Refusal(ORDER_MSG.alreadyBought);
  const vipPrice = product.vipPriceCents > 0 && product.vipPriceCents < product.priceCents;
  const amount = vipPrice && vipActive(user, now) ? product.vipPriceCents : product.priceCents;
  return {
    itemType: 'product',
    itemId: id,
    title: product.title,
    summary: product.summary,
    amountCents: amount,
    listPriceCents: product.priceCents,
    days: 0,
  };
}

/** The server's price of an item for this member now, refused when it cannot be bought; whatever the client sent is never read. */
export function priceOf(
  db: Db,
  user: UserRow,
  itemType: ItemType,
  itemId: number,
  now: Date,
): Promise<Priced> {
  if (itemType === 'vip' || itemType === 'vegetable') return planPrice(db, itemId, itemType);
  if (itemType === 'report') return reportPrice(db, user, itemId, now);
  return productPrice(db, user, itemId, now);
}
