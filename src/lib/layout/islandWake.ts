/**
 * What the custom client directives share (they are inlined into every page, so this file imports nothing heavy):
 * who counts as a member, hydrating an island once, and the demand signal the overlay stores send.
 */
import { hasTokenCookie } from '#lib/stores/tokenCookie.ts';

/** Sent on window when something asks for the overlays (login modal, toast, dialog…); also left on <html>. */
export const DEMAND_EVENT = 'portal:demand';
export const DEMAND_ATTR = 'data-demanded';

/** A token cookie: the header shows the member's avatar and panel, so their islands hydrate at idle. */
export const isMember = (): boolean => hasTokenCookie(document.cookie);

export function onIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 200);
}

/** At idle once the load event has fired: what runs here is not part of the page's load. */
export function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') onIdle(run);
  else window.addEventListener('load', () => onIdle(run), { once: true });
}

type Load = () => Promise<() => Promise<void>>;

// Per island element: a directive that runs twice for one island (moved, reconnected) still hydrates it once.
const waking = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrate the island at most once; an island already hydrated (no `ssr` attribute) is left alone. */
export function hydrateOnce(load: Load, el: HTMLElement): () => Promise<void> {
  return () => {
    let started = waking.get(el);
    if (!started) {
      delete el.dataset.awaits;
      started = el.hasAttribute('ssr') ? load().then((hydrate) => hydrate()) : Promise.resolve();
      waking.set(el, started);
    }
    return started;
  };
}
