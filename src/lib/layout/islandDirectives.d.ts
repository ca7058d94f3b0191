/** Lets .astro files write the portal's directives (src/lib/layout/islandDirectives.mjs) on components. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction (replayed); members, and visitors keeping the localStorage key given, at idle. */
    'client:interaction'?: boolean | string;
    /** Hydrate when a store asks (DEMAND_EVENT); members at idle. */
    'client:demand'?: boolean;
    /** Hydrate at idle after the load event, or at the first interaction before it (replayed). */
    'client:settled'?: boolean;
  }
}
