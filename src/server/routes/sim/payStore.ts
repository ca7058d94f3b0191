/**
 * The payment simulator's trades, in memory: it stands in for WeChat Pay's and Alipay's servers, not for our
 * database, and lives as long as this process.
 */
import { randomInt } from 'node:crypto';
import { chinaDate } from '#lib/chinaTime.ts';
import type { PayChannel } from '#lib/commerce/orders.ts';
import { randomId } from '#server/services/security/secrets.ts';

export type SimState = 'NOTPAY' | 'SUCCESS' | 'CLOSED';

export interface SimTrade {
  channel: PayChannel;
  /** What the payer's page is reached by (WeChat's pr=, the cashier's trade=). */
  token: string;
  outTradeNo: string;
  description: string;
  amountCents: number;
  notifyUrl: string;
  returnUrl: string | null;
  expiresAt: Date;
  /** The parameters that opened the trade: the same out_trade_no with other parameters is refused. */
  fingerprint: string;
  state: SimState;
  transactionId: string | null;
  paidAt: Date | null;
  createdAt: Date;
  /** Outcome of the last notification sent, shown on the payer's page. */
  lastNotify: string | null;
}

const trades: Record<PayChannel, Map<string, SimTrade>> = { wechat: new Map(), alipay: new Map() };
const byToken = new Map<string, SimTrade>();

const DAY_MS = 86_400_000;

function prune(now: Date): void {
  if (byToken.size < 10_000) return;
  for (const [token, t] of byToken) {
    if (now.getTime() - t.createdAt.getTime() < DAY_MS) continue;
    byToken.delete(token);
    trades[t.channel].delete(t.outTradeNo);
  }
}

export const simTrade = (channel: PayChannel, outTradeNo: string): SimTrade | undefined =>
  trades[channel].get(outTradeNo);

export const tradeByToken = (token: string | undefined): SimTrade | undefined =>
  token ? byToken.get(token) : undefined;

export function openTrade(
  init: Omit<SimTrade, 'token' | 'state' | 'transactionId' | 'paidAt' | 'lastNotify' | 'createdAt'>,
  now: Date,
): SimTrade {
  prune(now);
  const trade: SimTrade = {
    ...init,
    token: randomId(24),
    state: 'NOTPAY',
    transactionId: null,
    paidAt: null,
    createdAt: now,
    lastNotify: null,
  };
  trades[init.channel].set(init.outTradeNo, trade);
  byToken.set(trade.token, trade);
  return trade;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

/** Mark paid with a channel-style transaction number (WeChat 42…, Alipay date + 22…), 28 digits. */
export function payTrade(trade: SimTrade, now: Date): void {
  trade.state = 'SUCCESS';
  trade.paidAt = now;
  const china = chinaDate(now).replaceAll('-', '');
  trade.transactionId = trade.channel === 'wechat' ? `4200${digits(24)}` : `${china}2200${digits(16)}`;
}

export const isExpired = (trade: SimTrade, now: Date) => trade.expiresAt.getTime() <= now.getTime();
