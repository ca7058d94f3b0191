/** /api/vegetable/ getDetail, getEchart and the series download: one product's page (spec §7). */
import { Hono, type Context } from 'hono';
import { Refusal } from '#server/core/refusal.ts';
import { currentUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { cachedPublic, sendEntry } from '#server/http/publicCache.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { productByName } from '#server/services/vegetable/productByName.ts';
import { productDetail } from '#server/services/vegetable/productDetail.ts';
import { productSeries, type SeriesRequest } from '#server/services/vegetable/productSeries.ts';
import { cachedSeriesAnswer, seriesKey, seriesOf } from './seriesCache.ts';
import { contentDisposition } from '#server/services/files/tableFile.ts';
import { seriesFile } from '#server/services/vegetable/seriesFile.ts';
import { memberOpens } from '#server/services/vegetable/vegetableVip.ts';
import { seriesFeature, type VegVipFeature } from '#lib/vegetable/access.ts';
import { VEG_MSG, type VegVipRefusal } from '#lib/vegetable/messages.ts';
import { vegDetailSchema, vegDownloadSchema, vegEchartSchema } from '#lib/vegetable/validators.ts';

const publicVegetable = cachedPublic({ tags: () => [CACHE_TAG.vegetable] });

const vipRefusal = (c: Context<AppEnv>, feature: VegVipFeature) =>
  refuse(c, VEG_MSG.vipOnly(feature), { vip: 'vegetable', feature } satisfies VegVipRefusal);

/** Reads the caller, so the answer is never kept for others (publicCache.ts). */
const callerOpens = async (c: Context<AppEnv>, feature: VegVipFeature) =>
  memberOpens(await currentUser(c), feature, c.get('deps').now());

/** The series' kept answer; an unknown product or market is refused. A kept series needs no query (seriesCache.ts). */
async function seriesFor(c: Context<AppEnv>, name: string, q: SeriesRequest) {
  const { db, publicCache } = c.get('deps');
  const query = { range: q.range, markets: q.markets, seasonal: q.seasonal };
  const entry = await cachedSeriesAnswer(publicCache, seriesKey(name, query), async () => {
    const product = await productByName(db, name);
    return product ? productSeries(db, product, query) : null;
  });
  if (!entry) throw new Refusal(VEG_MSG.unknownProduct);
  return entry;
}

export const vegetableDetail = new Hono<AppEnv>()
  .post('/getDetail', publicVegetable, async (c) => {
    const { name } = await validate(c, vegDetailSchema);
    const db = c.get('deps').db;
    const product = await productByName(db, name);
    if (!product) return refuse(c, VEG_MSG.unknownProduct);
    return ok(c, await productDetail(db, product));
  })
  .post('/getEchart', publicVegetable, async (c) => {
    const input = await validate(c, vegEchartSchema);
    const q = { range: input.range, markets: input.markets, seasonal: input.seasonal };
    // Only a request for a VIP feature reads the caller, so the free series stays in the shared cache.
    const feature = seriesFeature({ range: q.range, marketIds: q.markets, seasonal: q.seasonal });
    if (!feature) {
      // The free series is a shared answer: the public cache around this handler keeps it (once).
      const product = await productByName(c.get('deps').db, input.name);
      if (!product) return refuse(c, VEG_MSG.unknownProduct);
      return ok(c, await productSeries(c.get('deps').db, product, q));
    }
    if (!(await callerOpens(c, feature))) return vipRefusal(c, feature);
    // A VIP's answer goes out as kept (compressed once per change), still no-store.
    return sendEntry(c, await seriesFor(c, input.name, q), { shared: false });
  })
  // A file the browser opens itself (the token cookie signs it in, see cookieToken.ts); VIP only, any series.
  .get('/downloadSeries', async (c) => {
    const input = await validate(c, vegDownloadSchema);
    if (!(await callerOpens(c, 'download'))) return vipRefusal(c, 'download');
    const entry = await seriesFor(c, input.name, {
      range: input.range,
      markets: input.markets,
      seasonal: input.seasonal,
    });
    const file = await seriesFile(seriesOf(entry), input.format);
    return c.body(file.body, 200, {
      'content-type': file.type,
      'content-disposition': contentDisposition(file.filename, `vegetable-series.${input.format}`),
      'cache-control': 'no-store',
    });
  });
