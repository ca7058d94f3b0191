/**
 * The inline scripts and styles a full build may run, collected once when `astro build` ends (`#content/integration.mjs`)
 * into the build's manifest (`_portal/pages.json`, `inline`): those of every page it wrote, and the component scripts
 * Astro inlines (from the kept renderer), so a page family with no page yet still runs once a publish renders one.
 * Publish runs render with the same bundle and carry the list into each generation; the server's page CSP is made
 * from it (`#server/site/csp.ts`), never from the file it serves.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RENDERER_DIR, RENDERER_FILE } from '#content/rendererFiles.ts';
import {
  inlineScriptHashes,
  inlineStyleHashes,
  NO_INLINE,
  sha256Source,
  type InlineSources,
} from '#server/site/csp.ts';
import { walk } from './compress.ts';
import type { RendererDescription } from '#server/services/publish/renderer/protocol.ts';

/** The inline scripts and styles the kept renderer writes into pages (`keepRenderer.mjs`), as hash sources. */
async function rendererSources(root: string): Promise<InlineSources> {
  let kept: RendererDescription;
  try {
    kept = JSON.parse(
      await readFile(path.join(root, RENDERER_DIR, RENDERER_FILE), 'utf8'),
    ) as RendererDescription;
  } catch {
    return NO_INLINE;
  }
  const headInline = kept.scripts.filter((s) => s.stage === 'head-inline').map((s) => s.content);
  const styles = kept.pages.flatMap(([, page]) =>
    (page.styles as { sheet?: { type?: string; content?: string } }[])
      .map((style) => (style.sheet?.type === 'inline' ? style.sheet.content : undefined))
      .filter((content): content is string => typeof content === 'string'),
  );
  return {
    scripts: [...(kept.inlinedScripts ?? []), ...headInline].map(sha256Source),
    styles: styles.map(sha256Source),
  };
}

/** Every inline script and style hash of the built site at `root`. */
export async function collectInlineSources(root: string): Promise<InlineSources> {
  const kept = await rendererSources(root);
  const scripts = new Set(kept.scripts);
  const styles = new Set(kept.styles);
  for await (const file of walk(root)) {
    if (!file.endsWith('.html') || path.relative(root, file).startsWith(RENDERER_DIR)) continue;
    const html = await readFile(file, 'utf8');
    for (const hash of inlineScriptHashes(html)) scripts.add(hash);
    for (const hash of inlineStyleHashes(html)) styles.add(hash);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** The hashes of a page's inline scripts that `known` does not allow (a publish run reports them). */
export function unknownScripts(html: string, known: InlineSources): string[] {
  const allowed = new Set(known.scripts);
  return inlineScriptHashes(html).filter((hash) => !allowed.has(hash));
}
