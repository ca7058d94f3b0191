/**
 * `client:interaction`: a visitor's island hydrates on the first pointerdown, click, key or focus inside it, and the
 * clicks, keys, focus changes, submits and typed text that came before it was ready are played again on the same
 * targets, so no first click is lost. Members (token cookie) hydrate at idle: their header shows the avatar and panel.
 * A value names a localStorage key (`client:interaction="portal:food-compare"`): a visitor who holds it hydrates at
 * idle too, since the island shows what it keeps (the compare basket), and one who does not loads nothing.
 */
import type { ClientDirective } from 'astro';
import { hydrateOnce, isMember, onIdle } from './islandWake.ts';
import { announceTypedValues } from './typedValues.ts';

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
  let starting = false;
  const start = async () => {
    if (starting) return;
    starting = true;
    await wake();
    for (const type of WAKING) el.removeEventListener(type, hold, true);
    finishHydration(el);
    announceTypedValues(el);
    held.splice(0).forEach(replay);
  };
  for (const type of WAKING) el.addEventListener(type, hold, true);
  if (isMember() || keeps(options.value)) onIdle(() => void start());
  else if (el.hasAttribute('ssr')) el.dataset.awaits = 'interaction';
};

export default interactionDirective;
