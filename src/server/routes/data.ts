/** /api/data/* (spec §7): data products, and the models related to a reference. */
import { Hono, type Context } from 'hono';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { productDetailSchema, productListSchema, relatedByIdSchema } from '#lib/content/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { ok, refuse } from '#server/http/respond.ts';
import {
  productDetail,
  productIndustry,
  productList,
  productsOfIndustry,
} from '#server/services/content/products.ts';
import { referenceIndustry } from '#server/services/content/references.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';

/** Public reads cached until a publish touches their tags (`#server/http/publicCache.ts`). */
const allProducts = cachedPublic({ tags: () => [CACHE_TAG.products] });
const oneProduct = cachedPublic({
  // By doc_id the id is not known before the answer: any product change drops it.
  tags: (i) => [i.id === undefined ? CACHE_TAG.products : CACHE_TAG.product(i.id)],
  onAnswer: (c, i) =>
    c
      .get('deps')
      .views?.count(
        i.id === undefined
          ? { entity: 'product', docId: String(i.doc_id) }
          : { entity: 'product', id: Number(i.id) },
      ),
});

type C = Context<AppEnv>;
const dbOf = (c: C) => c.get('deps').db;

export const data = new Hono<AppEnv>()
  .post('/getProductList', allProducts, async (c) => {
    const { page, pageSize, ...filter } = await validate(c, productListSchema);
    return ok(c, await productList(dbOf(c), filter, { page, pageSize }));
  })
  .post('/getProductDetail', oneProduct, async (c) => {
    const found = await productDetail(dbOf(c), await validate(c, productDetailSchema));
    return found ? ok(c, found) : refuse(c, CONTENT_MSG.productGone);
  })
  .post('/getRelatedList', allProducts, async (c) => {
    const { id, limit } = await validate(c, relatedByIdSchema);
    const industry = await productIndustry(dbOf(c), id);
    if (industry === null) return refuse(c, CONTENT_MSG.productGone);
    return ok(c, await productsOfIndustry(dbOf(c), industry, id, limit));
  })
  // Spec §7 lists it with the reference calls: the data products (models) of a reference's industry.
  .post(
    '/getRelatedModelList',
    cachedPublic({ tags: (i) => [CACHE_TAG.products, CACHE_TAG.reference(i.id)] }),
    async (c) => {
      const { id, limit } = await validate(c, relatedByIdSchema);
      const industry = await referenceIndustry(dbOf(c), id);
      if (industry === null) return refuse(c, CONTENT_MSG.referenceGone);
      return ok(c, await productsOfIndustry(dbOf(c), industry, null, limit));
    },
  );
