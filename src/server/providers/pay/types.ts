/** What the payment services need from a channel, whether the real merchant API or the local simulator answers. */
import type { PayChannel } from '#lib/commerce/orders.ts';

/** Where a trade stands at the channel. */
export type ChannelTrade =
  | { state: 'paid'; transactionId: string; amountCents: number; paidAt: Date }
  /** Created, waiting for the payer. */
  | { state: 'unpaid' }
  /** Closed or expired at the channel: it can no longer be paid. */
  | { state: 'closed' }
  /** The channel has no such trade (never started there). */
  | { state: 'absent' };

/** A trade to open at a channel, all from our order row. */
export interface TradeRequest {
  orderNo: string;
  /** Fen. */
  amountCents: number;
  description: string;
  expiresAt: Date;
  notifyUrl: string;
}

/** A payment a verified notification reports. */
export interface NotifiedPayment {
  orderNo: string;
  transactionId: string;
  amountCents: number;
  paidAt: Date;
}

/**
 * A notification after verification: `payment` when it reports a successful payment, null for a genuine
 * notification of something else (acknowledged, nothing to apply); `refused` when it failed a check.
 */
export type NotifyCheck =
  { verified: true; payment: NotifiedPayment | null } | { verified: false; reason: string; orderNo?: string };

/** A channel call that failed: `code` is the channel's error code (or 'UNREACHABLE'), the message is for logs. */
export class ChannelError extends Error {
  code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** Both channels: query and close by our order number (out_trade_no). */
export interface PayProvider {
  readonly channel: PayChannel;
  /** True when the local simulator plays the channel. */
  readonly simulator: boolean;
  query(orderNo: string): Promise<ChannelTrade>;
  /** Close an unpaid trade; a trade the channel does not have counts as closed. Throws ChannelError('PAID') when it was paid. */
  close(orderNo: string): Promise<void>;
}

export interface WechatProvider extends PayProvider {
  readonly channel: 'wechat';
  /** Native pay: the code_url to show as a QR code. */
  nativeOrder(trade: TradeRequest): Promise<string>;
  /** Verify a notification on its raw body and headers, decrypt its resource. */
  checkNotification(headers: (name: string) => string | undefined, rawBody: string, now: Date): NotifyCheck;
}

export interface AlipayProvider extends PayProvider {
  readonly channel: 'alipay';
  /** PC page pay: the signed cashier URL the browser goes to. */
  pagePayUrl(trade: TradeRequest & { returnUrl: string }): string;
  /** Verify a form notification (RSA2) and read it. */
  checkNotification(form: Record<string, string>, now: Date): NotifyCheck;
}
