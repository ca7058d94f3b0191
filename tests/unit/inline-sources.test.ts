/** The build's inline scripts and styles (publish/inlineSources.ts): what the page CSP allows, collected once. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERER_DIR, RENDERER_FILE } from '#content/rendererFiles.ts';
import { sha256Source } from '#server/site/csp.ts';
import { collectInlineSources } from '#server/services/publish/inlineSources.ts';

describe('the inline sources of a build', () => {
  it('are every page’s inline scripts and styles plus the component scripts the renderer inlines', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'inline-sources-'));
    const files: Record<string, string> = {
      'index.html': '<script>home()</script><style>a{}</style><script src="/_astro/x.js"></script>',
      'a/index.html': '<script type="module">home()</script><script>island()</script>',
      '_astro/x.js': 'notInline()',
      [`${RENDERER_DIR}/${RENDERER_FILE}`]: JSON.stringify({
        entry: 'e.mjs',
        origin: 'http://localhost',
        pages: [['p', { styles: [{ sheet: { type: 'inline', content: 'b{}' } }] }]],
        bundles: [],
        scripts: [{ stage: 'head-inline', content: 'head()' }],
        inlinedScripts: ['detailOnly()'],
      }),
      [`${RENDERER_DIR}/page.html`]: '<script>kept()</script>',
    };
    for (const [rel, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), body);
    }
    try {
      expect(await collectInlineSources(root)).toEqual({
        scripts: ['home()', 'island()', 'head()', 'detailOnly()'].map(sha256Source).sort(),
        styles: ['a{}', 'b{}'].map(sha256Source).sort(),
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
