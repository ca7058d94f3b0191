// `npm run db:demo -- --scale 10`: add N× the demo articles, references and products to the configured
// database (DATABASE_URL, else PGlite under DATA_DIR), e.g. for benchmarks; `--vegetable-scale M` also replaces the
// vegetable demo with M× its markets and products (M× the price rows: ×10 is ~5.6 M rows and 1.8 GB on PGlite, so
// it is asked for on its own); `--trade-scale T` replaces the 进出口贸易 demo flows with T× their partners. Every
// application's demo (vegetables, 供求信息, trade, indicators, 数据表格, 百科) goes into its tables when they are empty,
// as a development start does on the embedded database: on PostgreSQL this is how they get it. Stop the server first
// on PGlite.
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { seedReference } from '#server/db/seed.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { seedDemoTrade } from '#server/db/demo/tradeSeed.ts';
import { seedDemoApplications } from '#server/db/demo/applications.ts';
import { readEnv } from '#server/env.ts';
import { fileStoreFor } from '#server/services/files/fileStoreFor.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    'vegetable-scale': { type: 'string' },
    'trade-scale': { type: 'string' },
  },
});
const wholeNumber = (name, text) => {
  const n = Number(text);
  if (Number.isInteger(n) && n >= 1 && n <= 1000) return n;
  console.error(`--${name} must be a whole number from 1 to 1000`);
  process.exit(2);
};
const scale = wholeNumber('scale', values.scale);
const vegetableScale =
  values['vegetable-scale'] === undefined ? null : wholeNumber('vegetable-scale', values['vegetable-scale']);
const tradeScale =
  values['trade-scale'] === undefined ? null : wholeNumber('trade-scale', values['trade-scale']);
const env = readEnv();
if (env.NODE_ENV === 'production') {
  console.error('[db:demo] demo content is never loaded in production');
  process.exit(2);
}
async function seedVegetables(n) {
  const started = performance.now();
  const veg = await seedDemoVegetables(database.db, new Date(), { scale: n, replace: true });
  console.log(
    `[db:demo] vegetables ×${n}: ${veg.markets} markets, ${veg.products} products, ${veg.prices} prices, ` +
      `${veg.indexRows} index rows, ${veg.reports} reports in ${Math.round(performance.now() - started)} ms`,
  );
}

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const started = performance.now();
try {
  const n = await seedDemoContent(database.db, new Date(), { files: fileStoreFor(env), scale, append: true });
  console.log(`[db:demo] ${n} articles (×${scale}) written in ${Math.round(performance.now() - started)} ms`);
  if (vegetableScale !== null) await seedVegetables(vegetableScale);
  if (tradeScale !== null) {
    const t0 = performance.now();
    const trade = await seedDemoTrade(database.db, new Date(), { scale: tradeScale, replace: true });
    console.log(
      `[db:demo] trade ×${tradeScale}: ${trade.flows} flows ${trade.first}..${trade.last} in ${Math.round(performance.now() - t0)} ms`,
    );
  }
  // The applications' demo, each only into its empty tables (what prepareDatabase seeds on a development start), on
  // the reference data a start writes (baike's categories, the indicator catalogue), written here too if none ran yet.
  const t1 = performance.now();
  const now = new Date();
  await seedReference(database.db, now);
  await seedDemoApplications(database.db, now, {
    vegetables: vegetableScale === null,
    trade: tradeScale === null,
  });
  console.log(`[db:demo] applications' demo where empty in ${Math.round(performance.now() - t1)} ms`);
} finally {
  await database.close();
}
