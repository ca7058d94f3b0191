/** The payment providers of this server, built from config.ts settings and kept while the settings hold. */
import type { Deps } from '#server/core/deps.ts';
import type { PayChannel } from '#lib/commerce/orders.ts';
import { AlipayPay } from './alipay.ts';
import { alipaySettings, wechatSettings } from './config.ts';
import type { AlipayProvider, PayProvider, WechatProvider } from './types.ts';
import { WechatPay } from './wechat.ts';

type Env = Deps['env'];

// Keyed by the settings themselves: the simulator's origin may differ between test apps in one process.
const wechatCache = new Map<string, WechatPay>();
const alipayCache = new Map<string, AlipayPay>();

/** WeChat Pay, or null when it is not offered (production without a merchant) or the simulator is unreachable. */
export function wechatProvider(env: Env, origin: string | null): WechatProvider | null {
  const s = wechatSettings(env, origin);
  if (!s) return null;
  const key = `${s.mchid}|${s.serial}|${s.apiBase}|${s.publicKeyId}`;
  let provider = wechatCache.get(key);
  if (!provider) wechatCache.set(key, (provider = new WechatPay(s)));
  return provider;
}

/** Alipay, or null when it is not offered (production without an app) or the simulator is unreachable. */
export function alipayProvider(env: Env, origin: string | null): AlipayProvider | null {
  const s = alipaySettings(env, origin);
  if (!s) return null;
  const key = `${s.appId}|${s.gateway}`;
  let provider = alipayCache.get(key);
  if (!provider) alipayCache.set(key, (provider = new AlipayPay(s)));
  return provider;
}

export function providerFor(env: Env, channel: PayChannel, origin: string | null): PayProvider | null {
  return channel === 'wechat' ? wechatProvider(env, origin) : alipayProvider(env, origin);
}
