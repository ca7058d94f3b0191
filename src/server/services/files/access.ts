/** Who may read a file in full: the one access rule for reports, periodicals and product samples. */
import type { ReadReason } from '#lib/content/files.ts';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/services/accounts/session.ts';
import { ROLE } from '#server/services/accounts/roles.ts';
import type { FileDoc } from './documents.ts';
import { owns } from '#server/services/order/owns.ts';

/** Why a reader gets only the preview: log in, become VIP, or buy. `hidden`: not served at all. */
export type AccessReason = ReadReason | 'hidden';

export interface FileAccess {
  full: boolean;
  reason: AccessReason | null;
}

const FULL: FileAccess = { full: true, reason: null };
const only = (reason: AccessReason): FileAccess => ({ full: false, reason });

/** Spec §4: VIP is active when vip_expire is later than now. */
export const vipActive = (user: UserRow | null, now: Date): boolean =>
  !!user?.vipExpire && user.vipExpire.getTime() > now.getTime();

/** Whether `uid` bought report `articleId` (a paid, not refunded, order). */
export const bought = (db: Db, uid: number, articleId: number): Promise<boolean> =>
  owns(db, uid, 'report', articleId);

/** A data product's full file: free ones for members, priced ones for their buyers (VIPs get a price, not the file). */
async function productAccess(db: Db, productId: number, priceCents: number, user: UserRow | null) {
  if (!user) return only('login');
  if (priceCents === 0) return FULL;
  return (await owns(db, user.uid, 'product', productId)) ? FULL : only('buy');
}

/**
 * Free reports and product samples: anyone. VIP-only reports: active VIP. Priced reports: bought, or active VIP
 * (the VIP benefit 全部研究报告免费阅读). Periodicals: signed-in members. Product files: buyers. Editors: everything.
 */
export async function fileAccess(db: Db, doc: FileDoc, user: UserRow | null, now: Date): Promise<FileAccess> {
  if (user?.role === ROLE.editor) return FULL;
  const owner = doc.owner;
  if (owner.type === 'none') return only('hidden');
  if (owner.type === 'sample') return FULL;
  if (owner.type === 'periodical') return user ? FULL : only('login');
  if (owner.type === 'product') return productAccess(db, owner.productId, owner.priceCents, user);
  if (!owner.vipOnly && owner.priceCents === 0) return FULL;
  if (vipActive(user, now)) return FULL;
  if (owner.vipOnly) return only('vip');
  if (!user) return only('login');
  return (await bought(db, user.uid, owner.articleId)) ? FULL : only('buy');
}
