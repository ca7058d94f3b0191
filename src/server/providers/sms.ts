/** SMS providers: Aliyun SendSms (real protocol), or a development outbox shown by the local simulator. */
import { createHmac, randomUUID } from 'node:crypto';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('sms');

export interface SmsProvider {
  readonly name: 'dev' | 'aliyun';
  send(mobile: string, code: string): Promise<void>;
}

export interface OutboxMessage {
  mobile: string;
  text: string;
  code: string;
  sentAt: string;
}

/** Development provider: keeps the last messages for the simulator page and logs them. Never in production. */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev' as const;
  readonly outbox: OutboxMessage[] = [];

  async send(mobile: string, code: string): Promise<void> {
    const text = ACCOUNT_MSG.smsText(code);
    this.outbox.unshift({ mobile, text, code, sentAt: new Date().toISOString() });
    this.outbox.length = Math.min(this.outbox.length, 100);
    // Never the number or the code: the outbox (GET /api/sim/sms?mobile=…) shows them to this machine.
    log.info({ provider: 'dev' }, 'code kept in the development outbox');
  }

  /** One number's messages only: whoever reads the outbox must know the number, as a phone's owner does. */
  messagesFor(mobile: string): OutboxMessage[] {
    return this.outbox.filter((m) => m.mobile === mobile);
  }
}

/** RFC 3986 encoding as Aliyun's RPC signature requires. */
export const aliyunEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/** Aliyun RPC signature v1: HMAC-SHA1 over `GET&%2F&` + the sorted, encoded query. */
export function aliyunSign(params: Record<string, string>, secret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k] as string)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

export interface AliyunConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: string;
}

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun' as const;
  private readonly config: AliyunConfig;
  constructor(config: AliyunConfig) {
    this.config = config;
  }

  async send(mobile: string, code: string): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const query = new URLSearchParams({
      Signature: aliyunSign(params, this.config.accessKeySecret),
      ...params,
    });
    const res = await fetch(`${this.config.endpoint}?${query}`, { signal: AbortSignal.timeout(8000) });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (body.Code !== 'OK')
      throw new Error(`Aliyun SendSms failed: ${body.Code ?? res.status} ${body.Message ?? ''}`);
  }
}
