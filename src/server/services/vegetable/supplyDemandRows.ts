/** The columns every post list selects and how one row becomes an answer (contacts only for signed-in callers). */
import { eq } from 'drizzle-orm';
import { cityName } from '#lib/vegetable/supplyDemand.ts';
import type { SupplyKind, SupplyStatus } from '#lib/vegetable/supplyDemand.ts';
import type { SupplyDemandPost } from '#lib/vegetable/types.ts';
import { vegetableProducts, vegetableSupplyDemand as post } from '#server/db/schema/index.ts';
import { DIVISIONS } from '#server/services/accounts/divisions.ts';

export const postColumns = {
  id: post.id,
  kind: post.kind,
  productId: post.productId,
  productName: vegetableProducts.name,
  quantity: post.quantity,
  unit: post.unit,
  price: post.price,
  cityCode: post.cityCode,
  validUntil: post.validUntil,
  description: post.description,
  status: post.status,
  hiddenAt: post.hiddenAt,
  contactName: post.contactName,
  contactPhone: post.contactPhone,
  ownerUid: post.ownerUid,
  isDemo: post.isDemo,
  createdAt: post.createdAt,
};

/** The join every list makes for the product's name. */
export const productJoin = eq(vegetableProducts.id, post.productId);

export interface PostRow {
  id: number;
  kind: string;
  productId: number;
  productName: string;
  quantity: number;
  unit: string;
  price: number | null;
  cityCode: string;
  validUntil: string;
  description: string;
  status: string;
  hiddenAt: Date | null;
  contactName: string;
  contactPhone: string;
  ownerUid: number;
  isDemo: boolean;
  createdAt: Date;
}

export interface Viewer {
  /** null for a visitor. */
  uid: number | null;
  /** China date: posts valid until before it are expired. */
  today: string;
}

export const statusOf = (row: Pick<PostRow, 'status' | 'hiddenAt'>): SupplyStatus =>
  row.hiddenAt ? 'hidden' : row.status === 'closed' ? 'closed' : 'open';

export function toPost(row: PostRow, viewer: Viewer): SupplyDemandPost {
  const member = viewer.uid !== null;
  return {
    id: row.id,
    kind: row.kind as SupplyKind,
    product_id: row.productId,
    product_name: row.productName,
    quantity: Number(row.quantity),
    unit: row.unit,
    price: row.price === null ? null : Number(row.price),
    city: row.cityCode,
    city_name: cityName(DIVISIONS, row.cityCode),
    valid_until: row.validUntil,
    description: row.description,
    status: statusOf(row),
    expired: row.validUntil < viewer.today,
    contact_name: member ? row.contactName : null,
    contact_phone: member ? row.contactPhone : null,
    mine: member && row.ownerUid === viewer.uid,
    demo: row.isDemo,
    created_at: row.createdAt.toISOString(),
  };
}
