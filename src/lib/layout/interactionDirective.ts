/**
 * `client:interaction`: a visitor's island hydrates on the first pointerdown, click, key or focus inside it, and the
 * clicks, keys, focus changes, submits and typed text that came before it was ready are played again on the same
 * targets, so no first click is lost (./heldInteraction.ts). Members (token cookie) hydrate at idle after the load
 * event: their header shows the avatar and panel. A value names a localStorage key (`client:interaction="portal:food-compare"`): a visitor
 * who holds it hydrates at idle too, since the island shows what it keeps (the compare basket), and one who does not
 * loads nothing.
 */
import type { ClientDirective } from 'astro';
import { holdUntilHydrated } from './heldInteraction.ts';
import { afterLoad, isMember } from './islandWake.ts';

/** Whether this browser keeps something under the directive's key (storage refused: no). */
function keeps(key: unknown): boolean {
  // A bare `client:interaction` passes `true`.
  if (typeof key !== 'string' || !key) return false;
  try {
    return Boolean(window.localStorage.getItem(key));
  } catch {
    return false;
  }
}

const interactionDirective: ClientDirective = (load, options, el) => {
  const start = holdUntilHydrated(load, el);
  if (isMember() || keeps(options.value)) afterLoad(() => void start());
  else if (el.hasAttribute('ssr')) el.dataset.awaits = 'interaction';
};

export default interactionDirective;
