/** Report prices and access as readers see them. */

/** ¥12.00 from cents. */
export const yuan = (cents: number): string => `¥${(cents / 100).toFixed(2)}`;

export interface Access {
  price_cents: number;
  vip_only: boolean;
}

export type AccessKind = 'free' | 'vip' | 'paid';

/** VIP-only wins over a price; no price and not VIP-only is free. */
export function accessKind(a: Access): AccessKind {
  if (a.vip_only) return 'vip';
  return a.price_cents > 0 ? 'paid' : 'free';
}

/** The short chip of a list item: 免费 / VIP专享 / ¥price. */
export function accessChip(a: Access): string {
  const kind = accessKind(a);
  if (kind === 'free') return '免费';
  if (kind === 'vip') return 'VIP专享';
  return yuan(a.price_cents);
}

/** The line of the detail's access box: 免费阅读 / VIP会员专享 / 单独购买 ¥price. */
export function accessLine(a: Access): string {
  const kind = accessKind(a);
  if (kind === 'free') return '免费阅读';
  if (kind === 'vip') return 'VIP会员专享';
  return `单独购买 ${yuan(a.price_cents)}`;
}
