/** The payment signature and decryption helpers, the money/time formats, and which channels a server offers. */
import { describe, expect, it } from 'vitest';
import { AlipayPay } from '#server/providers/pay/alipay.ts';
import { isSimulated, loadKey, offeredChannels, payKeyProblems } from '#server/providers/pay/config.ts';
import { simAlipay, simWechat } from '#server/providers/pay/simKeys.ts';
import { alipayTime, parseAlipayTime, rfc3339China } from '#server/providers/pay/time.ts';
import { amountText as yuanText, channelAmountToFen as fenOf } from '#lib/commerce/price.ts';
import { WechatPay } from '#server/providers/pay/wechat.ts';
import {
  decryptResource,
  encryptResource,
  signBody,
  verifySigned,
} from '#server/providers/pay/wechatCrypto.ts';
import { alipayNotification, wechatNotification } from '#server/routes/sim/payNotify.ts';
import type { SimTrade } from '#server/routes/sim/payStore.ts';
import { readEnv } from '#server/env.ts';
import { captureLog } from '../logCapture.ts';

const sim = simWechat();
const platform = { id: sim.publicKeyId, publicKey: sim.platform.publicKey };
const nowS = Math.floor(Date.now() / 1000);

describe('WeChat Pay signatures (SHA256-RSA over timestamp, nonce, raw body)', () => {
  const body = '{"id":"EV-1","event_type":"TRANSACTION.SUCCESS"}';
  const h = signBody(body, sim.platform.privateKey, sim.publicKeyId, nowS);

  it('verifies the body it was made for', () => {
    expect(verifySigned(h, body, platform, nowS)).toBeNull();
  });

  it('fails on a body changed by one character, even only whitespace', () => {
    expect(verifySigned(h, body.replace('EV-1', 'EV-2'), platform, nowS)).toBe('signature does not verify');
    expect(verifySigned(h, `${body} `, platform, nowS)).toBe('signature does not verify');
  });

  it('fails with another key, an unknown serial, or a timestamp over 5 minutes off', () => {
    const merchantSigned = signBody(body, sim.merchant.privateKey, sim.publicKeyId, nowS);
    expect(verifySigned(merchantSigned, body, platform, nowS)).toBe('signature does not verify');
    expect(verifySigned({ ...h, serial: 'PUB_KEY_ID_0000' }, body, platform, nowS)).toMatch(
      /^unknown serial/,
    );
    expect(verifySigned(h, body, platform, nowS + 301)).toMatch(/more than 5 minutes off/);
    expect(verifySigned(h, body, platform, nowS + 299)).toBeNull();
    expect(verifySigned({ ...h, signature: 'not base64 at all' }, body, platform, nowS)).toBe(
      'signature does not verify',
    );
  });
});

describe('AEAD_AES_256_GCM notification resources', () => {
  const plain = JSON.stringify({ out_trade_no: '20261121000000123456', amount: { total: 26800 } });
  const resource = encryptResource(plain, sim.apiv3Key, 'abcdefghijkl', 'transaction', 'transaction');

  it('decrypts with the APIv3 key', () => {
    expect(decryptResource(resource, sim.apiv3Key)).toBe(plain);
  });

  it('refuses a tampered ciphertext, another key, another nonce or associated data', () => {
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[3] = bytes[3]! ^ 1;
    expect(() =>
      decryptResource({ ...resource, ciphertext: bytes.toString('base64') }, sim.apiv3Key),
    ).toThrow();
    expect(() => decryptResource(resource, 'x'.repeat(32))).toThrow();
    expect(() => decryptResource({ ...resource, nonce: 'abcdefghijkm' }, sim.apiv3Key)).toThrow();
    expect(() => decryptResource({ ...resource, associated_data: 'certificate' }, sim.apiv3Key)).toThrow();
    expect(() => decryptResource({ ...resource, algorithm: 'AES_128_CBC' }, sim.apiv3Key)).toThrow();
  });
});

describe('WeChat notification check (verify, decrypt, merchant)', () => {
  const provider = new WechatPay({
    simulator: true,
    mchid: sim.mchid,
    appid: sim.appid,
    serial: sim.serial,
    privateKey: sim.merchant.privateKey,
    apiv3Key: sim.apiv3Key,
    publicKeyId: sim.publicKeyId,
    publicKey: sim.platform.publicKey,
    apiBase: 'http://127.0.0.1:9/',
  });
  const tx = {
    appid: sim.appid,
    mchid: sim.mchid,
    out_trade_no: '20261121000000123456',
    transaction_id: '4200000000000000000000000001',
    trade_state: 'SUCCESS',
    success_time: '2026-11-21T16:00:00+08:00',
    amount: { total: 26800 },
  };
  const now = new Date();

  it('reads the payment of a genuine notification', () => {
    const n = wechatNotification(tx, now);
    const check = provider.checkNotification((k) => n.headers[k.toLowerCase()], n.body, now);
    expect(check).toEqual({
      verified: true,
      payment: {
        orderNo: tx.out_trade_no,
        transactionId: tx.transaction_id,
        amountCents: 26800,
        paidAt: new Date('2026-11-21T08:00:00Z'),
      },
    });
  });

  it('refuses one encrypted with another APIv3 key, or without signature headers', () => {
    const n = wechatNotification(tx, now, { apiv3Key: 'y'.repeat(32) });
    const check = provider.checkNotification((k) => n.headers[k.toLowerCase()], n.body, now);
    expect(check).toMatchObject({ verified: false });
    expect(provider.checkNotification(() => undefined, n.body, now)).toMatchObject({ verified: false });
  });

  it('acknowledges a genuine non-payment event without a payment', () => {
    const n = wechatNotification({ ...tx, trade_state: 'CLOSED' }, now, { eventType: 'TRANSACTION.CLOSED' });
    expect(provider.checkNotification((k) => n.headers[k.toLowerCase()], n.body, now)).toEqual({
      verified: true,
      payment: null,
    });
  });
});

describe('Alipay notification check (RSA2 via checkNotifySignV2)', () => {
  const ali = simAlipay();
  const provider = new AlipayPay({
    simulator: true,
    appId: ali.appId,
    privateKey: ali.app.privateKey,
    alipayPublicKey: ali.platform.publicKey,
    gateway: 'http://127.0.0.1:9/gateway.do',
  });
  const now = new Date();
  const trade: SimTrade = {
    channel: 'alipay',
    token: 't',
    outTradeNo: '20261121000000654321',
    description: '2026年玉米市场研究报告 & 附录',
    amountCents: 9900,
    notifyUrl: '',
    returnUrl: null,
    expiresAt: now,
    fingerprint: '',
    state: 'SUCCESS',
    transactionId: '2026112122001400000000000001',
    paidAt: new Date('2026-11-21T08:00:00Z'),
    createdAt: now,
    lastNotify: null,
  };
  const form = alipayNotification(trade, now);

  it('reads a genuine notification', () => {
    expect(provider.checkNotification(form, now)).toEqual({
      verified: true,
      payment: {
        orderNo: trade.outTradeNo,
        transactionId: trade.transactionId,
        amountCents: 9900,
        paidAt: new Date('2026-11-21T08:00:00Z'),
      },
    });
  });

  it('refuses a changed field, an added field, a removed sign, or the app key instead of Alipay’s', () => {
    expect(provider.checkNotification({ ...form, total_amount: '0.01' }, now)).toMatchObject({
      verified: false,
    });
    expect(provider.checkNotification({ ...form, extra: '1' }, now)).toMatchObject({ verified: false });
    const { sign: _sign, ...unsigned } = form;
    expect(provider.checkNotification(unsigned, now)).toMatchObject({ verified: false });
    const byApp = alipayNotification(trade, now, {}, ali.app.privateKey);
    expect(provider.checkNotification(byApp, now)).toMatchObject({ verified: false });
  });
});

describe('money and time as the channels write them', () => {
  it('converts yuan text and fen exactly', () => {
    expect(fenOf('268.00')).toBe(26800);
    expect(fenOf('0.1')).toBe(10);
    expect(fenOf('19.99')).toBe(1999);
    expect(fenOf('5')).toBe(500);
    expect(fenOf('1.234')).toBeNull();
    expect(fenOf('-1.00')).toBeNull();
    expect(fenOf('1e3')).toBeNull();
    expect(yuanText(5)).toBe('0.05');
    expect(yuanText(26800)).toBe('268.00');
  });

  it('writes China time for both channels and reads Alipay’s back', () => {
    const d = new Date('2026-11-21T16:30:05Z');
    expect(rfc3339China(d)).toBe('2026-11-22T00:30:05+08:00');
    expect(alipayTime(d)).toBe('2026-11-22 00:30:05');
    expect(parseAlipayTime('2026-11-22 00:30:05')!.getTime()).toBe(d.getTime());
    expect(parseAlipayTime('2026/11/22')).toBeNull();
  });
});

describe('which channels a server offers', () => {
  const base = { FILES_DIR: '', PUBLIC_URL: 'http://localhost:4321' } as const;
  const wechatSet = {
    WXPAY_MCHID: '1900000109',
    WXPAY_APPID: 'wx0000000000000001',
    WXPAY_SERIAL: 'ABC',
    WXPAY_PRIVATE_KEY: sim.merchant.privateKey,
    WXPAY_APIV3_KEY: 'k'.repeat(32),
    WXPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0100',
    WXPAY_PUBLIC_KEY: sim.platform.publicKey,
  };

  it('outside production the simulator plays a channel without credentials', () => {
    expect(offeredChannels({ ...base, NODE_ENV: 'development' })).toEqual(['wechat', 'alipay']);
    expect(isSimulated({ ...base, NODE_ENV: 'test' }, 'wechat')).toBe(true);
    expect(isSimulated({ ...base, NODE_ENV: 'test', ...wechatSet }, 'wechat')).toBe(false);
  });

  it('in production a channel without credentials is not offered and never simulated', () => {
    expect(offeredChannels({ ...base, NODE_ENV: 'production' })).toEqual([]);
    expect(offeredChannels({ ...base, NODE_ENV: 'production', ...wechatSet })).toEqual(['wechat']);
    expect(isSimulated({ ...base, NODE_ENV: 'production' }, 'alipay')).toBe(false);
  });

  it('refuses to start with a channel half set', () => {
    const exit = process.exit;
    process.exit = ((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit;
    const logged = captureLog();
    try {
      expect(() => readEnv({ NODE_ENV: 'development', WXPAY_MCHID: '1900000109' })).toThrow('exit 1');
      expect(logged.lines.map((l) => l.msg).join('\n')).toContain('WXPAY_APPID');
      expect(() =>
        readEnv({ NODE_ENV: 'development', ALIPAY_APPID: '2021', ALIPAY_PRIVATE_KEY: 'x' }),
      ).toThrow();
      expect(() => readEnv({ NODE_ENV: 'development', ...wechatSet, WXPAY_APIV3_KEY: 'short' })).toThrow();
      expect(readEnv({ NODE_ENV: 'development', ...wechatSet }).WXPAY_MCHID).toBe('1900000109');
    } finally {
      process.exit = exit;
      logged.stop();
    }
  });

  it('reads a key given as bare base64 (as Alipay’s console shows it)', () => {
    const bare = sim.platform.publicKey.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(loadKey(bare, 'PUBLIC KEY').replace(/\s+/g, '')).toBe(sim.platform.publicKey.replace(/\s+/g, ''));
    expect(loadKey(sim.platform.publicKey.replace(/\n/g, '\\n'), 'PUBLIC KEY')).toBe(sim.platform.publicKey);
  });

  it('names a merchant key that does not parse, so the server refuses to start', () => {
    const env = {
      NODE_ENV: 'production' as const,
      FILES_DIR: '/tmp',
      PUBLIC_URL: 'https://www.beedata.example',
      WXPAY_PRIVATE_KEY: sim.merchant.privateKey,
      WXPAY_PUBLIC_KEY: '/no/such/key.pem',
      ALIPAY_PRIVATE_KEY: 'bm90IGEga2V5',
    };
    expect(payKeyProblems(env)).toEqual([
      expect.stringMatching(/^WXPAY_PUBLIC_KEY: /),
      expect.stringMatching(/^ALIPAY_PRIVATE_KEY: /),
    ]);
  });
});
