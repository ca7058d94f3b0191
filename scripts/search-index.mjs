// Full-text search: the base pagefind index of a built site (after `astro build`, before compression).
import path from 'node:path';
import { buildEnv } from '#server/env.ts';
import { buildSearchIndex, closeSearchIndexer } from '#server/services/publish/searchIndex.ts';

const root = path.resolve(process.argv[2] ?? buildEnv().ASTRO_OUT_DIR);
try {
  const { pages, ms } = await buildSearchIndex(root);
  console.log(`[search-index] ${pages} pages indexed in ${ms} ms`);
} finally {
  await closeSearchIndexer();
}
