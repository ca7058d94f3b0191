/** The browser's API instance, wired to the stores. Islands import `api` from here. */
import { createApi } from './api.ts';
import { $token, clearAuth } from './stores/auth.ts';
import { toast } from './stores/toast.ts';
import { doneProgress, startProgress } from './stores/progress.ts';

export const api = createApi({
  getToken: () => $token.get(),
  onError: (msg) => toast.error(msg),
  onUnauthorized: () => clearAuth(),
  onStart: startProgress,
  onDone: doneProgress,
});

/** Action log (spec §7 base/actionLog): keepalive, so it survives the navigation that follows a click. */
export function logAction(entry: {
  action: string;
  model?: string;
  record_id?: string | number;
  remark?: string;
}): void {
  const token = $token.get();
  void fetch('/api/base/actionLog', {
    method: 'POST',
    body: JSON.stringify(entry),
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    keepalive: true,
  }).catch(() => undefined);
}
