/** A server error that replaces the page when set (spec §4, §8). */
import { atom } from 'nanostores';
import { demandOverlaysWhen } from './overlayDemand.ts';

export interface PageError {
  status: number;
  message?: string;
}

export const $pageError = atom<PageError | null>(null);
demandOverlaysWhen($pageError, (v) => v !== null);

export function showPageError(status: number, message?: string): void {
  $pageError.set({ status, message });
}

export function clearPageError(): void {
  $pageError.set(null);
}
