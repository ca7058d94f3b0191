/** Third-party sign-in in the browser (spec §4): the `state` cookie, provider addresses, the QQ popup. */
import Cookies from 'js-cookie';
import { api } from '#lib/client.ts';
import { randomState } from './auth.ts';

export type Platform = 'wx' | 'qq';

/** The random 32-character state, stored in a cookie named state if missing. */
export function ensureState(): string {
  const existing = Cookies.get('state');
  if (existing && existing.length === 32) return existing;
  const state = randomState();
  Cookies.set('state', state, { sameSite: 'lax' });
  return state;
}

export async function wechatQrUrl(action: 'login' | 'bind'): Promise<string | null> {
  const res = await api.post<{ qrconnect_url: string }>('/api/user/wxOAuth', {
    action,
    type: 'wx',
    state: ensureState(),
  });
  return res.success ? res.data.qrconnect_url : null;
}

/** QQ Connect in an 800×600 popup, centred on the page. */
export async function openQqPopup(action: 'login' | 'bind'): Promise<boolean> {
  const res = await api.post<{ authorize_url: string }>('/api/user/qqOAuth', {
    action,
    platform: 'qq',
    state: ensureState(),
  });
  if (!res.success) return false;
  const left = Math.round(window.screenX + (window.outerWidth - 800) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - 600) / 2);
  window.open(res.data.authorize_url, 'qq_login', `width=800,height=600,left=${left},top=${top}`);
  return true;
}
