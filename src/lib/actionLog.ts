/** The action log (spec §7 base/actionLog): plain fetch, so a page logs views without loading the API client. */
import { $token } from '#lib/stores/auth.ts';

export interface ActionEntry {
  action: string;
  model?: string;
  record_id?: string | number;
  remark?: string;
}

/**
 * Action log (spec §7 base/actionLog). `beforeNavigate` uses keepalive so a click log survives the page change.
 */
export function logAction(entry: ActionEntry, opts: { beforeNavigate?: boolean } = {}): void {
  const token = $token.get();
  void fetch('/api/base/actionLog', {
    method: 'POST',
    body: JSON.stringify(entry),
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    keepalive: opts.beforeNavigate === true,
  })
    // Read the body: an unread response stays open in the browser and the request never completes.
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}
