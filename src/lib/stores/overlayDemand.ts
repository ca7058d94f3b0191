/**
 * The overlays island (`client:demand`) hydrates the first time a store asks for something it shows: each overlay
 * store names its wanted state here, so a visitor who never needs a toast, dialog or login modal loads no React.
 */
import type { ReadableAtom } from 'nanostores';
import { DEMAND_ATTR, DEMAND_EVENT } from '#lib/layout/islandWake.ts';

export function demandOverlays(): void {
  const root = document.documentElement;
  if (root.hasAttribute(DEMAND_ATTR)) return;
  root.setAttribute(DEMAND_ATTR, '');
  window.dispatchEvent(new Event(DEMAND_EVENT));
}

/** Demand the overlays whenever `store` turns to a state `wants` accepts (in the browser only). */
export function demandOverlaysWhen<T>(store: ReadableAtom<T>, wants: (value: T) => boolean): void {
  if (typeof window === 'undefined') return;
  store.listen((value) => {
    if (wants(value)) demandOverlays();
  });
}
