/** Report prices and access as readers see them. */

/** 12.00 from fen (cents): the amount without the sign, for tables and totals. */
export const amountText = (cents: number): string => (cents / 100).toFixed(2);

/** ¥12.00 from cents. */
export const yuan = (cents: number): string => `¥${amountText(cents)}`;

/** What an editor may type as a price: yuan with at most two decimals. */
export const YUAN_RE = /^\d{1,6}(\.\d{1,2})?$/;
/** A channel's amount text (Alipay total_amount): the same form, larger sums. */
const CHANNEL_YUAN_RE = /^\d{1,10}(\.\d{1,2})?$/;

/** Fen from yuan text matching `re`, exactly (integer arithmetic, no float drift); null when it does not. */
function fenOfText(text: string | undefined, re: RegExp): number | null {
  const t = (text ?? '').trim();
  if (!re.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Fen from typed yuan ("12.5" → 1250), or null when it is not a price. */
export const yuanToFen = (text: string): number | null => fenOfText(text, YUAN_RE);

/** Fen from an amount a payment channel reported ("268.00"), or null when malformed. */
export const channelAmountToFen = (text: string | undefined): number | null =>
  fenOfText(text, CHANNEL_YUAN_RE);

/** A price field's text from fen: '' for none (0), else 12.50. */
export const fenToYuanInput = (fen: number | null | undefined): string => (fen ? amountText(fen) : '');

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
