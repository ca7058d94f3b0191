/**
 * The address's `?search` or `#hash` once the island hydrates, null on the server and while hydrating: the first
 * client render matches the prebuilt markup, then React renders again with the address (no effect setting state).
 * Later renders read it afresh, so a choice written with history.replaceState is seen on the next render.
 */
import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the islands write the address themselves and re-render on their own state.
const unsubscribed = () => () => {};

export function useAddress(part: 'search' | 'hash'): string | null {
  return useSyncExternalStore(
    unsubscribed,
    () => location[part],
    () => null,
  );
}
