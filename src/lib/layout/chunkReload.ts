/** A failed page-chunk load reloads the page, at most once per minute (spec §8). */
import { TIMING } from '#lib/site.ts';

const KEY = 'portal:chunk-reload-at';

export function shouldReload(
  lastAt: number | null,
  now: number,
  guardMs: number = TIMING.chunkReloadGuardMs,
): boolean {
  return lastAt === null || now - lastAt >= guardMs;
}

const isChunkError = (reason: unknown): boolean =>
  /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically/i.test(
    String((reason as Error)?.message ?? reason),
  );

function reloadOnce(): void {
  const raw = sessionStorage.getItem(KEY);
  const now = Date.now();
  if (!shouldReload(raw ? Number(raw) : null, now)) return;
  sessionStorage.setItem(KEY, String(now));
  location.reload();
}

export function watchChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnce();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkError(event.reason)) reloadOnce();
  });
}
