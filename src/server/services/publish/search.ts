/** After a rebuild: the search delta index of every page changed since the full build, precompressed like the rest. */
import path from 'node:path';
import { compressTree } from './compress.ts';
import { buildDeltaIndex, DELTA_DIR } from './searchIndex.ts';
import type { SearchDelta } from './site.ts';

export async function refreshSearch(root: string, delta: SearchDelta): Promise<void> {
  await buildDeltaIndex(root, delta);
  await compressTree(path.join(root, DELTA_DIR));
}
