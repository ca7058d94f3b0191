/** Astro integration: the portal's own hydration directives, `client:interaction`, `client:demand` and `client:settled`. */
import { fileURLToPath } from 'node:url';

// esbuild bundles each entrypoint into an inline script: it wants a path, not a file URL.
const here = (file) => fileURLToPath(new URL(file, import.meta.url));

export default function islandDirectives() {
  return {
    name: 'portal-island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: here('./interactionDirective.ts') });
        addClientDirective({ name: 'demand', entrypoint: here('./demandDirective.ts') });
        addClientDirective({ name: 'settled', entrypoint: here('./settledDirective.ts') });
      },
    },
  };
}
