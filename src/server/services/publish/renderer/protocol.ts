/** Messages between the serving process and its warm renderer (`child.ts`), over the fork's IPC channel. */
import type { BuildPlan } from '#content/plan.ts';

/** Render the pages of `plan` into `staging` (html files and `_portal/pages.json`, as a build would). */
export interface RenderJob {
  id: number;
  plan: BuildPlan;
  staging: string;
}

export type RenderReply =
  { id: number; ok: true; pages: number; ms: number } | { id: number; ok: false; error: string };

/** Sent once the kept bundle is loaded: the renderer takes jobs from then on. */
export interface RendererReady {
  ready: true;
  ms: number;
}

/** What `#content/keepRenderer.mjs` writes beside the kept bundle (`renderer.json`). */
export interface RendererDescription {
  /** The bundle's prerender entry, relative to the renderer folder. */
  entry: string;
  /** The build's origin: pages see it as `Astro.url`. */
  origin: string;
  /** Astro's page data by key, only the styles each page links or inlines. */
  pages: [string, { styles: unknown[] }][];
  /** Astro's entry specifier → bundled file name. */
  bundles: [string, string][];
  /** Scripts every page gets (`page` and `head-inline` stages). */
  scripts: { stage: string; content: string }[];
  /** Component scripts Astro writes into pages inline (their text); older builds lack it. */
  inlinedScripts?: string[];
}
