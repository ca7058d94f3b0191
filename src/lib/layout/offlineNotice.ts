/** Shows the prebuilt offline bar while offline, and toasts 网络已恢复 once back (spec §4). */
import { $online } from '#lib/stores/network.ts';

export function watchOfflineNotice(): void {
  const bar = document.querySelector<HTMLElement>('[data-offline-notice]');
  let wasOffline = false;
  $online.subscribe((online) => {
    if (bar) bar.hidden = online;
    if (!online) wasOffline = true;
    else if (wasOffline) {
      wasOffline = false;
      // Online again, so the toast and its text can be fetched now; a reader who never goes offline never loads them.
      void Promise.all([import('#lib/stores/toast.ts'), import('#lib/shared/messages.ts')]).then(
        ([{ toast }, { MSG }]) => toast.success(MSG.online),
      );
    }
  });
}
