/**
 * What `client:interaction` and `client:settled` share: an island not yet hydrated holds the clicks, keys, focus
 * changes and submits made inside it, starts hydrating at the first of them, and plays them again on the same targets
 * once React listens, with the text typed meanwhile, so no first click is lost.
 */
import { hydrateOnce } from './islandWake.ts';
import { announceTypedValues } from './typedValues.ts';

type Load = Parameters<typeof hydrateOnce>[0];

const WAKING = ['pointerdown', 'click', 'keydown', 'focusin', 'focusout', 'submit'] as const;

/**
 * React hydrates a root in a transition, after `hydrate()` has returned; focus and submit events reaching it before
 * that are dropped. Discrete input inside the root makes React finish at once (selective hydration); a bare,
 * non-bubbling `input` on the island's outer element runs no component's handler.
 */
function finishHydration(el: HTMLElement): void {
  el.firstElementChild?.dispatchEvent(new Event('input'));
}

/** A fresh copy of a held event, dispatched once the island's handlers are attached. */
function replay(event: Event): void {
  const target = event.target as HTMLElement;
  if (!target.isConnected) return;
  if (event instanceof MouseEvent) {
    target.dispatchEvent(new MouseEvent('click', event));
  } else if (event instanceof KeyboardEvent) {
    target.dispatchEvent(new KeyboardEvent('keydown', event));
  } else if (event instanceof FocusEvent && event.type === 'focusin') {
    // Focus again only where focus still is: React listens to focusin for onFocus.
    if (document.activeElement !== target) return;
    target.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
  } else if (event instanceof FocusEvent) {
    // A field left before hydration: its onBlur (validation) runs now.
    if (document.activeElement === target) return;
    target.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
  } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
    target.requestSubmit();
  }
}

/** Holds the island's first interactions until it hydrates; answers `start`, which hydrates it (once) and replays them. */
export function holdUntilHydrated(load: Load, el: HTMLElement): () => Promise<void> {
  const wake = hydrateOnce(load, el);
  const held: Event[] = [];
  const hold = (event: Event) => {
    const inLink = (event.target as Element).closest?.('a[href]');
    // A link keeps working as a link; a click or submit is stopped and played again once React listens.
    if ((event.type === 'click' && !inLink) || event.type === 'submit') {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(event);
    } else if (event.type !== 'pointerdown' && !(event.type === 'click' && inLink)) {
      held.push(event);
    }
    void start();
  };
  let starting: Promise<void> | null = null;
  const start = () =>
    (starting ??= wake().then(() => {
      for (const type of WAKING) el.removeEventListener(type, hold, true);
      finishHydration(el);
      announceTypedValues(el);
      held.splice(0).forEach(replay);
    }));
  for (const type of WAKING) el.addEventListener(type, hold, true);
  return start;
}
