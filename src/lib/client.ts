/** The browser's API instance, wired to the stores. Islands import `api` from here. */
import { createApi } from './api.ts';
import { $token, clearAuth } from '#lib/stores/auth.ts';
import { toast } from '#lib/stores/toast.ts';
import { askConsent } from '#lib/stores/consent.ts';
import { doneProgress, startProgress } from '#lib/stores/progress.ts';

export const api = createApi({
  getToken: () => $token.get(),
  onError: (msg) => toast.error(msg),
  onUnauthorized: () => clearAuth(),
  onConsentDue: askConsent,
  onStart: startProgress,
  onDone: doneProgress,
});

// The action log lives in its own module (no API client): pages load it before any island.
export { logAction, type ActionEntry } from './actionLog.ts';
