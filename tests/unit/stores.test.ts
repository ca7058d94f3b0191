import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, showToast, toast } from '#lib/stores/toast.ts';
import { $dialog, closeDialog, confirmDialog, alertDialog } from '#lib/stores/dialog.ts';
import {
  $loginIntent,
  clearLoginIntent,
  closeLogin,
  openLogin,
  switchLoginView,
} from '#lib/stores/loginIntent.ts';
import { $user, isActiveUntil, $isVip, $isVegetableVip } from '#lib/stores/auth.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => vi.useRealTimers());
  it('keeps a toast 3000 ms by default', () => {
    toast.success('已保存');
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(2999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });
  it('honours a per-message duration', () => {
    showToast('error', '失败', 500);
    vi.advanceTimersByTime(500);
    expect($toasts.get()).toHaveLength(0);
  });
  it('has the four kinds', () => {
    toast.success('a');
    toast.warning('b');
    toast.info('c');
    toast.error('d');
    expect($toasts.get().map((t) => t.kind)).toEqual(['success', 'warning', 'info', 'error']);
  });
});

describe('dialog store', () => {
  it('confirm runs the confirm callback on 确定 and the cancel callback on 取消', () => {
    const yes = vi.fn();
    const no = vi.fn();
    confirmDialog('合并账号？', 'Tip', yes, no);
    expect($dialog.get()).toMatchObject({ kind: 'confirm', title: 'Tip' });
    closeDialog(true);
    expect(yes).toHaveBeenCalledOnce();
    confirmDialog('x', 'Tip', yes, no);
    closeDialog(false);
    expect(no).toHaveBeenCalledOnce();
    expect($dialog.get()).toBeNull();
  });
  it('alert runs its callback on 确定', () => {
    const ok = vi.fn();
    alertDialog('完成', '提示', ok);
    closeDialog(true);
    expect(ok).toHaveBeenCalledOnce();
  });
});

describe('login intent store', () => {
  it('opens with a view, callback and params; closing a sub-view returns to login; closing login clears', () => {
    const cb = vi.fn();
    openLogin('register', cb, { next: '/user/vip' });
    expect($loginIntent.get()).toMatchObject({
      status: true,
      openType: 'register',
      params: { next: '/user/vip' },
    });
    closeLogin();
    expect($loginIntent.get()).toMatchObject({ status: true, openType: 'login' });
    closeLogin();
    expect($loginIntent.get()).toEqual({ status: false, openType: 'login' });
  });
  it('the close button clears the intent from any view', () => {
    openLogin('login');
    switchLoginView('bind');
    clearLoginIntent();
    expect($loginIntent.get().status).toBe(false);
  });
});

describe('auth store', () => {
  const now = Date.parse('2026-11-21T00:00:00Z');
  it('VIP is active only when the expiry is later than now', () => {
    expect(isActiveUntil('2026-11-22T00:00:00Z', now)).toBe(true);
    expect(isActiveUntil('2026-11-20T00:00:00Z', now)).toBe(false);
    expect(isActiveUntil(now / 1000 + 60, now)).toBe(true);
    expect(isActiveUntil(null, now)).toBe(false);
    expect(isActiveUntil('', now)).toBe(false);
  });
  it('derives isVip and isVegetableVip from the user', () => {
    $user.set({ uid: 1, nickname: 'a', score: 0, vip_expire: '2999-01-01', vegetable_expire: '2000-01-01' });
    expect($isVip.get()).toBe(true);
    expect($isVegetableVip.get()).toBe(false);
  });
});
