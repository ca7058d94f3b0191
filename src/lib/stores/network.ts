/** Online/offline status (spec §4). */
import { atom } from 'nanostores';

// Start online: navigator.onLine is false on some LAN-only machines that still reach this site; events decide.
export const $online = atom<boolean>(true);

let watching = false;

export function watchNetwork(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => $online.set(true));
  window.addEventListener('offline', () => $online.set(false));
}
