/** After a rebuild: the search delta index of every page changed since the full build, precompressed like the rest. */
import path from 'node:path';
import { compressTree } from './compress.ts';
import { buildDeltaIndex, DELTA_DIR } from './searchIndex.ts';
import type { SearchDelta } from './site.ts';

/** `root`: the generation holding (or, thin, over `under`) every page changed since the full build in `base`. */
export async function refreshSearch(
  root: string,
  delta: SearchDelta,
  base: string,
  under: string | null = null,
): Promise<void> {
  await buildDeltaIndex(root, delta, base, under ? [under] : []);
  await compressTree(path.join(root, DELTA_DIR));
}
