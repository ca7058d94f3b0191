/**
 * Alipay PC page pay with the official alipay-sdk (v4): the cashier URL signed RSA2 with the app key (PKCS8),
 * notifications verified with checkNotifySignV2, trade query and close through exec() with the answers' signatures
 * checked against the Alipay public key.
 */
import { AlipaySdk } from 'alipay-sdk';
import type { AlipaySettings } from './config.ts';
import { amountText, channelAmountToFen } from '#lib/commerce/price.ts';
import { alipayTime, parseAlipayTime } from './time.ts';
import {
  ChannelError,
  type AlipayProvider,
  type ChannelTrade,
  type NotifyCheck,
  type TradeRequest,
} from './types.ts';

/** Alipay's answer to trade.query / trade.close, camelcased by the SDK. */
interface TradeAnswer {
  code?: string;
  msg?: string;
  subCode?: string;
  subMsg?: string;
  outTradeNo?: string;
  tradeNo?: string;
  tradeStatus?: string;
  totalAmount?: string;
  sendPayDate?: string;
}

const SUBJECT_MAX = 120;
const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export class AlipayPay implements AlipayProvider {
  readonly channel = 'alipay' as const;
  readonly simulator: boolean;
  readonly settings: AlipaySettings;
  #sdk: AlipaySdk;

  constructor(settings: AlipaySettings) {
    this.settings = settings;
    this.simulator = settings.simulator;
    this.#sdk = new AlipaySdk({
      appId: settings.appId,
      privateKey: settings.privateKey,
      alipayPublicKey: settings.alipayPublicKey,
      gateway: settings.gateway,
      keyType: 'PKCS8',
      signType: 'RSA2',
      timeout: 10_000,
    });
  }

  pagePayUrl(trade: TradeRequest & { returnUrl: string }): string {
    return this.#sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      bizContent: {
        out_trade_no: trade.orderNo,
        total_amount: amountText(trade.amountCents),
        subject: trade.description.slice(0, SUBJECT_MAX),
        product_code: 'FAST_INSTANT_TRADE_PAY',
        time_expire: alipayTime(trade.expiresAt),
      },
      notifyUrl: trade.notifyUrl,
      returnUrl: trade.returnUrl,
    });
  }

  async #exec(method: string, orderNo: string): Promise<TradeAnswer> {
    try {
      return (await this.#sdk.exec(
        method,
        { bizContent: { out_trade_no: orderNo } },
        { validateSign: true },
      )) as TradeAnswer;
    } catch (err) {
      throw new ChannelError('UNREACHABLE', `alipay ${method}: ${(err as Error).message}`);
    }
  }

  async query(orderNo: string): Promise<ChannelTrade> {
    const a = await this.#exec('alipay.trade.query', orderNo);
    if (a.code !== '10000') {
      if (a.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'absent' };
      throw new ChannelError(
        a.subCode ?? a.code ?? 'UNKNOWN',
        `alipay query: ${a.code} ${a.subCode} ${a.subMsg}`,
      );
    }
    if (a.outTradeNo !== orderNo)
      throw new ChannelError('MISMATCH', `alipay query: answer for ${a.outTradeNo}`);
    if (a.tradeStatus === 'WAIT_BUYER_PAY') return { state: 'unpaid' };
    if (!a.tradeStatus || !PAID.has(a.tradeStatus)) return { state: 'closed' };
    const amountCents = channelAmountToFen(a.totalAmount);
    const paidAt = parseAlipayTime(a.sendPayDate) ?? new Date();
    if (amountCents === null || !a.tradeNo)
      throw new ChannelError('MALFORMED', `alipay query: paid without trade_no or amount`);
    return { state: 'paid', transactionId: a.tradeNo, amountCents, paidAt };
  }

  async close(orderNo: string): Promise<void> {
    const a = await this.#exec('alipay.trade.close', orderNo);
    if (a.code === '10000' || a.subCode === 'ACQ.TRADE_NOT_EXIST') return;
    if (a.subCode === 'ACQ.TRADE_STATUS_ERROR') throw new ChannelError('PAID', `alipay close: ${a.subMsg}`);
    throw new ChannelError(
      a.subCode ?? a.code ?? 'UNKNOWN',
      `alipay close: ${a.code} ${a.subCode} ${a.subMsg}`,
    );
  }

  checkNotification(form: Record<string, string>, now: Date): NotifyCheck {
    const orderNo = form.out_trade_no ?? '';
    let signed = false;
    try {
      signed = this.#sdk.checkNotifySignV2(form);
    } catch {
      signed = false;
    }
    if (!signed) return { verified: false, reason: 'RSA2 signature does not verify', orderNo };
    if (form.app_id !== this.settings.appId)
      return { verified: false, reason: `app_id ${form.app_id} is not ours`, orderNo };
    if (!PAID.has(form.trade_status ?? '')) return { verified: true, payment: null };
    const amountCents = channelAmountToFen(form.total_amount);
    if (amountCents === null || !form.trade_no)
      return { verified: false, reason: `malformed total_amount ${form.total_amount}`, orderNo };
    return {
      verified: true,
      payment: {
        orderNo,
        transactionId: form.trade_no,
        amountCents,
        paidAt: parseAlipayTime(form.gmt_payment) ?? parseAlipayTime(form.notify_time) ?? now,
      },
    };
  }
}
