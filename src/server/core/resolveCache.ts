/**
 * Each package a project file imports by name resolved once per process. Node resolves `drizzle-orm` anew for every
 * one of the ~250 files that import it, each time parsing that package's 179 KB `exports` map: a quarter of the
 * server's start-up CPU (measured with --cpu-prof). Every file outside node_modules shares one node_modules tree, so
 * the answer for a name (under the same conditions) is the same from any of them.
 */
import { registerHooks, type ResolveFnOutput } from 'node:module';

const ROOT = new URL('../../../', import.meta.url).href;
const BARE = /^(?![a-z][a-z0-9+.-]*:|\.|\/)/i;

export function cacheResolutions(): void {
  const resolved = new Map<string, ResolveFnOutput>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (!BARE.test(specifier) || !parent?.startsWith(ROOT) || parent.includes('/node_modules/'))
        return nextResolve(specifier, context);
      const key = `${specifier}\0${context.conditions.join(',')}\0${context.importAttributes.type ?? ''}`;
      let found = resolved.get(key);
      if (!found) resolved.set(key, (found = nextResolve(specifier, context) as ResolveFnOutput));
      return { ...found, shortCircuit: true };
    },
  });
}
