/** Login intent (spec §3): whether the login modal is open, which view, and what to do after login. */
import { atom } from 'nanostores';
import { demandOverlaysWhen } from './overlayDemand.ts';

export type LoginView = 'login' | 'register' | 'forgot' | 'bind' | 'wechat';

export interface LoginIntent {
  status: boolean;
  openType: LoginView;
  callback?: (params?: unknown) => void;
  params?: unknown;
}

const CLOSED: LoginIntent = { status: false, openType: 'login' };

export const $loginIntent = atom<LoginIntent>(CLOSED);
demandOverlaysWhen($loginIntent, (v) => v.status);

export function openLogin(
  openType: LoginView = 'login',
  callback?: (params?: unknown) => void,
  params?: unknown,
): void {
  $loginIntent.set({ status: true, openType, callback, params });
}

export function switchLoginView(openType: LoginView): void {
  $loginIntent.set({ ...$loginIntent.get(), openType });
}

/** Closing from a sub-view returns to login; from login it clears the intent. */
export function closeLogin(): void {
  const current = $loginIntent.get();
  if (current.status && current.openType !== 'login') {
    $loginIntent.set({ ...current, openType: 'login' });
    return;
  }
  $loginIntent.set(CLOSED);
}

/** The close button always clears the intent. */
export function clearLoginIntent(): void {
  $loginIntent.set(CLOSED);
}
