/**
 * `client:demand`: an island nothing on the page needs until a store asks for it (the overlays: login modal, toasts,
 * dialogs). A visitor's copy hydrates when `DEMAND_EVENT` arrives (see src/lib/stores/overlayDemand.ts); a member's
 * at idle after the load event.
 */
import type { ClientDirective } from 'astro';
import { afterLoad, DEMAND_ATTR, DEMAND_EVENT, hydrateOnce, isMember } from './islandWake.ts';

const demandDirective: ClientDirective = (load, _options, el) => {
  const wake = hydrateOnce(load, el);
  if (isMember()) return afterLoad(() => void wake());
  // Asked for before this island was parsed: hydrate now.
  if (document.documentElement.hasAttribute(DEMAND_ATTR)) return void wake();
  if (el.hasAttribute('ssr')) el.dataset.awaits = 'demand';
  window.addEventListener(DEMAND_EVENT, () => void wake(), { once: true });
};

export default demandDirective;
