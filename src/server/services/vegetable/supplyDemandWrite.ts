/** supplyDemandAdd and supplyDemandStatusChange: a member's post written, closed or reopened by its owner only. */
import { eq } from 'drizzle-orm';
import { VEG_SUPPLY_MSG } from '#lib/vegetable/messages.ts';
import { addDays } from '#lib/chinaTime.ts';
import { findCity, SUPPLY_LIMITS, type SupplyOwnerStatus } from '#lib/vegetable/supplyDemand.ts';
import type { SupplyDemandAddInput } from '#lib/vegetable/validators.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { vegetableProducts, vegetableSupplyDemand as post } from '#server/db/schema/index.ts';
import { DIVISIONS } from '#server/services/accounts/divisions.ts';

/** What the schema cannot know, refused under its field: the city exists, the date is within today..+180 days, the product exists. */
export async function checkPost(db: Db, input: SupplyDemandAddInput, today: string): Promise<void> {
  if (!findCity(DIVISIONS, input.city)) throw new Refusal(VEG_SUPPLY_MSG.city, 'city');
  const last = addDays(today, SUPPLY_LIMITS.validDays);
  if (input.valid_until < today || input.valid_until > last)
    throw new Refusal(VEG_SUPPLY_MSG.validUntilRange(SUPPLY_LIMITS.validDays), 'valid_until');
  const [product] = await db
    .select({ id: vegetableProducts.id })
    .from(vegetableProducts)
    .where(eq(vegetableProducts.id, input.product_id))
    .limit(1);
  if (!product) throw new Refusal(VEG_SUPPLY_MSG.unknownProduct, 'product_id');
}

export async function addPost(
  db: Db,
  input: SupplyDemandAddInput,
  ownerUid: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(post)
    .values({
      kind: input.kind,
      productId: input.product_id,
      quantity: input.quantity,
      unit: input.unit,
      price: input.price,
      cityCode: input.city,
      contactName: input.contact_name,
      contactPhone: input.contact_phone,
      validUntil: input.valid_until,
      description: input.description,
      ownerUid,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: post.id });
  return row!.id;
}

/** The owner closes or reopens; anyone else, a hidden post or reopening an expired one is refused unchanged. */
export async function changeStatus(
  db: Db,
  id: number,
  status: SupplyOwnerStatus,
  uid: number,
  now: Date,
  today: string,
): Promise<void> {
  const [row] = await db
    .select({ ownerUid: post.ownerUid, hiddenAt: post.hiddenAt, validUntil: post.validUntil })
    .from(post)
    .where(eq(post.id, id))
    .limit(1);
  if (!row) throw new Refusal(VEG_SUPPLY_MSG.notFound);
  if (row.ownerUid !== uid) throw new Refusal(VEG_SUPPLY_MSG.notOwner);
  if (row.hiddenAt) throw new Refusal(VEG_SUPPLY_MSG.hiddenByEditor);
  if (status === 'open' && row.validUntil < today) throw new Refusal(VEG_SUPPLY_MSG.expiredReopen);
  await db.update(post).set({ status, updatedAt: now }).where(eq(post.id, id));
}
