/**
 * `client:settled`: an application page's island whose first view is prebuilt HTML hydrates once the page has loaded
 * and the browser is idle, so its React and code are not part of the load; an interaction before that hydrates it at
 * once and is played again (./heldInteraction.ts), as with `client:interaction`.
 */
import type { ClientDirective } from 'astro';
import { holdUntilHydrated } from './heldInteraction.ts';
import { afterLoad } from './islandWake.ts';

const settledDirective: ClientDirective = (load, _options, el) => {
  const start = holdUntilHydrated(load, el);
  afterLoad(() => void start());
};

export default settledDirective;
