/**
 * WeChat Pay v3 Native with wechatpay-axios-plugin: requests signed SHA256-RSA with the merchant key, answers
 * verified with the platform public key (public-key mode, PUB_KEY_ID_ serial), notifications verified on the
 * raw body and their resource decrypted with the APIv3 key.
 */
import { Wechatpay } from 'wechatpay-axios-plugin';
import type { WechatSettings } from './config.ts';
import { rfc3339China } from './time.ts';
import {
  ChannelError,
  type ChannelTrade,
  type NotifyCheck,
  type TradeRequest,
  type WechatProvider,
} from './types.ts';
import { decryptResource, signedHeaders, verifySigned, type EncryptedResource } from './wechatCrypto.ts';

/** The fields of a transaction (query answer or decrypted notification) we read. */
export interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number };
}

interface AxiosLikeError {
  response?: { status: number; data?: { code?: string; message?: string } | string };
  message?: string;
  code?: string;
}

/** Turn the plugin's (axios) failure into a ChannelError with WeChat's error code. */
function channelError(err: unknown, what: string): ChannelError {
  const e = err as AxiosLikeError;
  if (e.response) {
    const data = typeof e.response.data === 'object' ? e.response.data : undefined;
    const code = data?.code ?? `HTTP_${e.response.status}`;
    return new ChannelError(
      code,
      `wechat ${what}: ${e.response.status} ${code} ${data?.message ?? ''}`.trim(),
    );
  }
  // Verification failures of the answer (EV3_RES_*) and network errors land here.
  return new ChannelError(e.code ?? 'UNREACHABLE', `wechat ${what}: ${e.message ?? String(err)}`);
}

const DESCRIPTION_MAX = 120;

type Chain = Record<string, unknown> & {
  post: (data?: unknown, config?: unknown) => Promise<{ status: number; data: unknown }>;
  get: (config?: unknown) => Promise<{ status: number; data: unknown }>;
};

export class WechatPay implements WechatProvider {
  readonly channel = 'wechat' as const;
  readonly simulator: boolean;
  readonly settings: WechatSettings;
  #client: Chain;

  constructor(settings: WechatSettings) {
    this.settings = settings;
    this.simulator = settings.simulator;
    this.#client = new Wechatpay({
      mchid: settings.mchid,
      serial: settings.serial,
      privateKey: settings.privateKey,
      certs: { [settings.publicKeyId]: settings.publicKey },
      baseURL: settings.apiBase,
      timeout: 10_000,
    } as ConstructorParameters<typeof Wechatpay>[0]) as unknown as Chain;
  }

  #at(path: string): Chain {
    return path.split('/').reduce((node, part) => node[part] as Chain, this.#client);
  }

  async nativeOrder(trade: TradeRequest): Promise<string> {
    const body = {
      appid: this.settings.appid,
      mchid: this.settings.mchid,
      description: trade.description.slice(0, DESCRIPTION_MAX),
      out_trade_no: trade.orderNo,
      time_expire: rfc3339China(trade.expiresAt),
      notify_url: trade.notifyUrl,
      amount: { total: trade.amountCents, currency: 'CNY' },
    };
    try {
      const res = await this.#at('v3/pay/transactions/native').post(body);
      const codeUrl = (res.data as { code_url?: string }).code_url;
      if (!codeUrl) throw new ChannelError('NO_CODE_URL', 'wechat native: answer without code_url');
      return codeUrl;
    } catch (err) {
      throw err instanceof ChannelError ? err : channelError(err, 'native');
    }
  }

  async query(orderNo: string): Promise<ChannelTrade> {
    let tx: WechatTransaction;
    try {
      const res = await this.#at('v3/pay/transactions/outTradeNo/$out_trade_no$').get({
        params: { mchid: this.settings.mchid },
        out_trade_no: orderNo,
      });
      tx = res.data as WechatTransaction;
    } catch (err) {
      const e = channelError(err, 'query');
      if (e.code === 'ORDER_NOT_EXIST') return { state: 'absent' };
      throw e;
    }
    // The answer is signed by WeChat; still, it must be about our merchant and this order.
    if (tx.mchid !== this.settings.mchid || tx.appid !== this.settings.appid || tx.out_trade_no !== orderNo)
      throw new ChannelError(
        'MISMATCH',
        `wechat query: answer for ${tx.mchid}/${tx.appid}/${tx.out_trade_no}`,
      );
    return tradeOf(tx);
  }

  async close(orderNo: string): Promise<void> {
    try {
      await this.#at('v3/pay/transactions/outTradeNo/$out_trade_no$/close').post(
        { mchid: this.settings.mchid },
        { out_trade_no: orderNo },
      );
    } catch (err) {
      const e = channelError(err, 'close');
      if (e.code === 'ORDER_NOT_EXIST' || e.code === 'ORDER_CLOSED') return;
      if (e.code === 'ORDERPAID' || e.code === 'ORDER_PAID') throw new ChannelError('PAID', e.message);
      throw e;
    }
  }

  checkNotification(header: (name: string) => string | undefined, rawBody: string, now: Date): NotifyCheck {
    const signed = signedHeaders(header);
    if (!signed) return { verified: false, reason: 'missing Wechatpay-* signature headers' };
    const problem = verifySigned(
      signed,
      rawBody,
      { id: this.settings.publicKeyId, publicKey: this.settings.publicKey },
      Math.floor(now.getTime() / 1000),
    );
    if (problem) return { verified: false, reason: problem };
    let event: { event_type?: string; resource?: EncryptedResource };
    let tx: WechatTransaction;
    try {
      event = JSON.parse(rawBody) as typeof event;
      tx = JSON.parse(decryptResource(event.resource!, this.settings.apiv3Key)) as WechatTransaction;
    } catch (err) {
      return { verified: false, reason: `resource does not decrypt: ${(err as Error).message}` };
    }
    const orderNo = tx.out_trade_no ?? '';
    if (tx.mchid !== this.settings.mchid)
      return { verified: false, reason: `mchid ${tx.mchid} is not ours`, orderNo };
    if (tx.appid !== this.settings.appid)
      return { verified: false, reason: `appid ${tx.appid} is not ours`, orderNo };
    if (event.event_type !== 'TRANSACTION.SUCCESS' || tx.trade_state !== 'SUCCESS')
      return { verified: true, payment: null };
    const trade = tradeOf(tx);
    if (trade.state !== 'paid')
      return { verified: false, reason: 'success without transaction or amount', orderNo };
    return {
      verified: true,
      payment: {
        orderNo,
        transactionId: trade.transactionId,
        amountCents: trade.amountCents,
        paidAt: trade.paidAt,
      },
    };
  }
}

/** A transaction as a ChannelTrade; REFUND still means it was paid. */
export function tradeOf(tx: WechatTransaction): ChannelTrade {
  switch (tx.trade_state) {
    case 'SUCCESS':
    case 'REFUND': {
      const paidAt = tx.success_time ? new Date(tx.success_time) : new Date(NaN);
      if (!tx.transaction_id || !Number.isInteger(tx.amount?.total) || Number.isNaN(paidAt.getTime()))
        return { state: 'unpaid' };
      return { state: 'paid', transactionId: tx.transaction_id, amountCents: tx.amount!.total!, paidAt };
    }
    case 'NOTPAY':
    case 'USERPAYING':
      return { state: 'unpaid' };
    default:
      // CLOSED, REVOKED, PAYERROR
      return { state: 'closed' };
  }
}
