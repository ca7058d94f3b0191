/** Alert and confirm dialogs (spec §8): 确定, and 取消 for confirm, each with its callback. */
import { atom } from 'nanostores';
import { demandOverlaysWhen } from './overlayDemand.ts';

export interface DialogState {
  kind: 'alert' | 'confirm';
  title: string;
  message: string;
  onConfirm?: () => void;
  onCancel?: () => void;
}

export const $dialog = atom<DialogState | null>(null);
demandOverlaysWhen($dialog, (v) => v !== null);

export function alertDialog(message: string, title = '提示', onConfirm?: () => void): void {
  $dialog.set({ kind: 'alert', title, message, onConfirm });
}

export function confirmDialog(
  message: string,
  title = '提示',
  onConfirm?: () => void,
  onCancel?: () => void,
): void {
  $dialog.set({ kind: 'confirm', title, message, onConfirm, onCancel });
}

export function closeDialog(confirmed: boolean): void {
  const current = $dialog.get();
  $dialog.set(null);
  if (!current) return;
  if (confirmed) current.onConfirm?.();
  else current.onCancel?.();
}
