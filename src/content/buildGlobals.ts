/**
 * What one page build keeps between its pages, on `globalThis` under these keys: Astro loads the page modules more
 * than once (its config, the prerender bundle), and the warm renderer (`#server/services/publish/renderer/child.ts`)
 * resets them before each publish run, so they cannot be module variables.
 */
export const BUILD_GLOBAL = {
  /** The build's open database (a full build on this machine). */
  database: Symbol.for('portal.content.database'),
  /** Vite's dev server in `astro dev`: pages read through the API's runtime. */
  devServer: Symbol.for('portal.content.devServer'),
  /** family → key → urls rendered in this build (`plan.ts`), written to `_portal/pages.json`. */
  manifest: Symbol.for('portal.content.manifest'),
  /** This run's plan; absent in a full build, which renders everything. */
  plan: Symbol.for('portal.content.plan'),
  /** Build query results, once per build for the same arguments (`query.ts`). */
  memo: Symbol.for('portal.content.memo'),
} as const;

type Globals = Record<symbol, unknown>;

/** The value kept under `key`, made by `init` the first time. */
export function buildGlobal<T>(key: symbol, init: () => T): T {
  const holder = globalThis as Globals;
  if (!(key in holder)) holder[key] = init();
  return holder[key] as T;
}
