/**
 * Which payment channels this server offers and who answers them: the real merchant when all its settings are
 * present, else (outside production only) the local simulator under /api/sim/pay; in production a channel
 * without settings is simply not offered.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { PAY_SETTINGS } from '#server/env.ts';
import type { Deps } from '#server/core/deps.ts';
import { PAY_CHANNELS, type PayChannel } from '#lib/commerce/orders.ts';
import { simAlipay, simWechat } from './simKeys.ts';

type Env = Deps['env'];

/** Settings of the WeChat Pay v3 merchant (or of the simulated one). */
export interface WechatSettings {
  simulator: boolean;
  mchid: string;
  appid: string;
  serial: string;
  privateKey: string;
  apiv3Key: string;
  publicKeyId: string;
  publicKey: string;
  /** API origin with a trailing slash. */
  apiBase: string;
}

/** Settings of the Alipay app (or of the simulated one). */
export interface AlipaySettings {
  simulator: boolean;
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
}

export const WECHAT_API = 'https://api.mch.weixin.qq.com/';
export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export const SIM_PAY_PATH = '/api/sim/pay';

const loadedKeys = new Map<string, string>();

/**
 * A key from the environment: PEM text (with literal \n allowed), a file path, or bare base64. Read once per
 * process: the settings are built on every payment call and every notification.
 */
export function loadKey(value: string, label: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const key = `${label}|${value}`;
  let pem = loadedKeys.get(key);
  if (pem === undefined) loadedKeys.set(key, (pem = readKey(value, label)));
  return pem;
}

function readKey(value: string, label: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const v = value.trim();
  if (v.includes('-----BEGIN')) return `${v.replace(/\\n/g, '\n').trim()}\n`;
  if (existsSync(v)) return readFileSync(v, 'utf8');
  const body = v.replace(/\s+/g, '');
  return `-----BEGIN ${label}-----\n${body.replace(/(.{64})/g, '$1\n').trim()}\n-----END ${label}-----\n`;
}

/** Merchant keys that do not parse, named by their setting: the server refuses to start rather than fail a payer. */
export function payKeyProblems(env: Env): string[] {
  const keys: [keyof Env, 'PRIVATE KEY' | 'PUBLIC KEY'][] = [
    ['WXPAY_PRIVATE_KEY', 'PRIVATE KEY'],
    ['WXPAY_PUBLIC_KEY', 'PUBLIC KEY'],
    ['ALIPAY_PRIVATE_KEY', 'PRIVATE KEY'],
    ['ALIPAY_PUBLIC_KEY', 'PUBLIC KEY'],
  ];
  return keys.flatMap(([name, label]) => {
    const value = env[name];
    if (typeof value !== 'string' || !value) return [];
    try {
      const pem = loadKey(value, label);
      if (label === 'PRIVATE KEY') createPrivateKey(pem);
      else createPublicKey(pem);
      return [];
    } catch {
      return [`${name}: not a readable ${label.toLowerCase()} (PEM text, a file path or base64)`];
    }
  });
}

// env.ts refuses a half-set channel at start; here "real" still means every setting is present.
const realWechat = (env: Env): boolean => PAY_SETTINGS.wechat.every((name) => Boolean(env[name]));
const realAlipay = (env: Env): boolean => PAY_SETTINGS.alipay.every((name) => Boolean(env[name]));

/** Whether the channel is played by the local simulator (never in production). */
export function isSimulated(env: Env, channel: PayChannel): boolean {
  if (env.NODE_ENV === 'production') return false;
  return channel === 'wechat' ? !realWechat(env) : !realAlipay(env);
}

/** The channels a member can pay with here. */
export function offeredChannels(env: Env): PayChannel[] {
  return PAY_CHANNELS.filter((ch) =>
    ch === 'wechat' ? realWechat(env) || isSimulated(env, ch) : realAlipay(env) || isSimulated(env, ch),
  );
}

/** Where this process's simulator is reached: the configured public origin, never a request's Host. */
export const simOrigin = (env: Env): string => env.PUBLIC_URL.replace(/\/+$/, '');

/** The WeChat Pay merchant: real settings, the simulator at `origin`, or null when the channel is not offered. */
export function wechatSettings(env: Env, origin: string | null): WechatSettings | null {
  if (realWechat(env)) {
    return {
      simulator: false,
      mchid: env.WXPAY_MCHID!,
      appid: env.WXPAY_APPID!,
      serial: env.WXPAY_SERIAL!,
      privateKey: loadKey(env.WXPAY_PRIVATE_KEY!, 'PRIVATE KEY'),
      apiv3Key: env.WXPAY_APIV3_KEY!,
      publicKeyId: env.WXPAY_PUBLIC_KEY_ID!,
      publicKey: loadKey(env.WXPAY_PUBLIC_KEY!, 'PUBLIC KEY'),
      apiBase: (env.WXPAY_API_BASE ?? WECHAT_API).replace(/\/*$/, '/'),
    };
  }
  if (!isSimulated(env, 'wechat') || !origin) return null;
  const sim = simWechat();
  return {
    simulator: true,
    mchid: sim.mchid,
    appid: sim.appid,
    serial: sim.serial,
    privateKey: sim.merchant.privateKey,
    apiv3Key: sim.apiv3Key,
    publicKeyId: sim.publicKeyId,
    publicKey: sim.platform.publicKey,
    apiBase: `${origin}${SIM_PAY_PATH}/wechat/`,
  };
}

/** The Alipay app: real settings, the simulator at `origin`, or null when the channel is not offered. */
export function alipaySettings(env: Env, origin: string | null): AlipaySettings | null {
  if (realAlipay(env)) {
    return {
      simulator: false,
      appId: env.ALIPAY_APPID!,
      privateKey: loadKey(env.ALIPAY_PRIVATE_KEY!, 'PRIVATE KEY'),
      alipayPublicKey: loadKey(env.ALIPAY_PUBLIC_KEY!, 'PUBLIC KEY'),
      gateway: env.ALIPAY_GATEWAY ?? ALIPAY_GATEWAY,
    };
  }
  if (!isSimulated(env, 'alipay') || !origin) return null;
  const sim = simAlipay();
  return {
    simulator: true,
    appId: sim.appId,
    privateKey: sim.app.privateKey,
    alipayPublicKey: sim.platform.publicKey,
    gateway: `${origin}${SIM_PAY_PATH}/alipay/gateway.do`,
  };
}
