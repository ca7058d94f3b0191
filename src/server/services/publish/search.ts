/** After a rebuild: the search delta index of every page changed since the full build, precompressed like the rest. */
import path from 'node:path';
import { compressTree } from './compress.ts';
import type { SearchDelta } from './site.ts';

export async function refreshSearch(root: string, delta: SearchDelta): Promise<void> {
  // TEMP(lead): static import once searchIndex.ts lands.
  const mod = (await import('./searchIndex.ts').catch(() => null)) as {
    buildDeltaIndex: (root: string, d: SearchDelta) => Promise<unknown>;
  } | null;
  if (!mod) return;
  await mod.buildDeltaIndex(root, delta);
  await compressTree(path.join(root, 'pagefind-delta'));
}
