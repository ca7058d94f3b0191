/** Toasts (spec §8): success, warning, info, error; 3 s by default, per-message duration possible. */
import { atom } from 'nanostores';
import { TIMING } from '#lib/site.ts';
import { demandOverlaysWhen } from './overlayDemand.ts';

export type ToastKind = 'success' | 'warning' | 'info' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  duration: number;
}

export const $toasts = atom<Toast[]>([]);
demandOverlaysWhen($toasts, (v) => v.length > 0);

let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function showToast(kind: ToastKind, message: string, duration: number = TIMING.toastMs): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, kind, message, duration }]);
  if (duration > 0) setTimeout(() => dismissToast(id), duration);
  return id;
}

export const toast = {
  success: (m: string, d?: number) => showToast('success', m, d),
  warning: (m: string, d?: number) => showToast('warning', m, d),
  info: (m: string, d?: number) => showToast('info', m, d),
  error: (m: string, d?: number) => showToast('error', m, d),
};
