// `npm run db:demo -- --scale 10`: add N× the demo articles, references and products to the configured
// database (DATABASE_URL, else PGlite under DATA_DIR), e.g. for benchmarks, and replace the vegetable demo with
// N× its markets and products (N× the price rows). Stop the server first on PGlite.
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { readEnv } from '#server/env.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
  console.error('--scale must be a whole number from 1 to 1000');
  process.exit(2);
}
const env = readEnv();
if (env.NODE_ENV === 'production') {
  console.error('[db:demo] demo content is never loaded in production');
  process.exit(2);
}
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const started = performance.now();
try {
  const n = await seedDemoContent(database.db, new Date(), { filesDir: env.FILES_DIR, scale, append: true });
  console.log(`[db:demo] ${n} articles (×${scale}) written in ${Math.round(performance.now() - started)} ms`);
  const vegStarted = performance.now();
  const veg = await seedDemoVegetables(database.db, new Date(), { scale, replace: true });
  console.log(
    `[db:demo] vegetables ×${scale}: ${veg.markets} markets, ${veg.products} products, ${veg.prices} prices, ` +
      `${veg.indexRows} index rows, ${veg.reports} reports in ${Math.round(performance.now() - vegStarted)} ms`,
  );
} finally {
  await database.close();
}
