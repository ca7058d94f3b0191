/**
 * The local payment simulator's identities and RSA keys: generated in memory once per process (never written,
 * never committed), so nothing here can be mistaken for a real merchant's keys.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';

export interface KeyPair {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM. */
  publicKey: string;
}

const pair = (): KeyPair =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** WeChat Pay simulator: our simulated merchant and the simulated WeChat Pay platform. */
export interface SimWechat {
  mchid: string;
  appid: string;
  /** Merchant API certificate serial (40 hex digits, derived from the merchant key). */
  serial: string;
  merchant: KeyPair;
  /** The platform's key in public-key mode, named by its PUB_KEY_ID_ serial. */
  platform: KeyPair;
  publicKeyId: string;
  apiv3Key: string;
  merchantName: string;
}

/** Alipay simulator: our simulated app and the simulated Alipay platform. */
export interface SimAlipay {
  appId: string;
  sellerId: string;
  app: KeyPair;
  platform: KeyPair;
  merchantName: string;
}

const MERCHANT_NAME = 'BEEDATA 农业产业数据服务平台（模拟商户）';

let wechat: SimWechat | undefined;
let alipay: SimAlipay | undefined;

/** Generated on first use (about a tenth of a second per key pair), then kept for the process. */
export function simWechat(): SimWechat {
  if (!wechat) {
    const merchant = pair();
    wechat = {
      mchid: '1900009191',
      appid: 'wxpaysim0000000001',
      serial: createHash('sha1').update(merchant.publicKey).digest('hex').toUpperCase(),
      merchant,
      platform: pair(),
      publicKeyId: `PUB_KEY_ID_01${randomBytes(15).toString('hex').replace(/\D/g, '').padEnd(30, '0').slice(0, 30)}`,
      // 32 characters: the APIv3 key is used as the AES-256 key bytes.
      apiv3Key: randomBytes(24).toString('base64url').slice(0, 32),
      merchantName: MERCHANT_NAME,
    };
  }
  return wechat;
}

export function simAlipay(): SimAlipay {
  if (!alipay) {
    alipay = {
      appId: '2021000199990001',
      sellerId: '2088000199990001',
      app: pair(),
      platform: pair(),
      merchantName: MERCHANT_NAME,
    };
  }
  return alipay;
}
