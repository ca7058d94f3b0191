/**
 * False on the server and during hydration, true once mounted. Islands whose first render depends on browser-only
 * state (the auth stores, set by the page-start script before islands hydrate) render the prebuilt markup until
 * then, so hydration matches and React does not throw the island away (error #418).
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // Mounting is the external event this follows: the prebuilt markup must render first, then the client's.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
