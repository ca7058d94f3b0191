/** /api/reference/* (spec §7): industry references, sub-sections, related enterprises, reports, industries; periodicals. */
import { Hono, type Context } from 'hono';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { byIdSchema } from '#lib/shared/validators.ts';
import { periodicalListSchema, referenceListSchema, relatedByIdSchema } from '#lib/content/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { reportsTagged } from '#server/services/content/articleList.ts';
import {
  enterpriseInfo,
  periodicalList,
  referenceDetail,
  referenceIndustry,
  referenceList,
  relatedEnterprises,
  sameIndustryReferences,
  subDetail,
} from '#server/services/content/references.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';

type C = Context<AppEnv>;
const dbOf = (c: C) => c.get('deps').db;

const relatedReports = async (c: C) => {
  const { id, limit } = await validate(c, relatedByIdSchema);
  const industry = await referenceIndustry(dbOf(c), id);
  if (industry === null) return refuse(c, CONTENT_MSG.referenceGone);
  return ok(c, await reportsTagged(dbOf(c), industry, limit));
};

const relatedIndustry = async (c: C) => {
  const { id, limit } = await validate(c, relatedByIdSchema);
  const industry = await referenceIndustry(dbOf(c), id);
  if (industry === null) return refuse(c, CONTENT_MSG.referenceGone);
  return ok(c, { industry, list: await sameIndustryReferences(dbOf(c), id, industry, limit) });
};

/** Public reads cached until a publish touches their tags (`#server/http/publicCache.ts`). */
const allReferences = cachedPublic({ tags: () => [CACHE_TAG.references] });
const oneReference = cachedPublic({ tags: (i) => [CACHE_TAG.reference(i.id)] });

export const reference = new Hono<AppEnv>()
  .post('/getList', allReferences, async (c) => {
    const { page, pageSize, ...filter } = await validate(c, referenceListSchema);
    return ok(c, await referenceList(dbOf(c), filter, { page, pageSize }));
  })
  .get(
    '/detail',
    cachedPublic({
      tags: (i) => [CACHE_TAG.reference(i.id)],
      onAnswer: (c, i) => c.get('deps').views?.count({ entity: 'reference', id: Number(i.id) }),
    }),
    async (c) => {
      const found = await referenceDetail(dbOf(c), (await validate(c, byIdSchema)).id);
      return found ? ok(c, found) : refuse(c, CONTENT_MSG.referenceGone);
    },
  )
  // Sub-sections are written with their reference: its events name it.
  .get('/subDetail', allReferences, async (c) => {
    const found = await subDetail(dbOf(c), (await validate(c, byIdSchema)).id);
    return found ? ok(c, found) : refuse(c, CONTENT_MSG.subDetailGone);
  })
  .post('/getRelatedEnterpriseList', oneReference, async (c) => {
    const { id } = await validate(c, byIdSchema);
    return ok(c, await relatedEnterprises(dbOf(c), id));
  })
  .post('/getEnterpriceInfo', allReferences, async (c) => {
    const found = await enterpriseInfo(dbOf(c), (await validate(c, byIdSchema)).id);
    return found ? ok(c, found) : refuse(c, CONTENT_MSG.enterpriseGone);
  })
  .post(
    '/getRelatedReportList',
    cachedPublic({ tags: (i) => [CACHE_TAG.reference(i.id), CACHE_TAG.articlesOf('report')] }),
    relatedReports,
  )
  .post('/getRelatedIndustryList', allReferences, relatedIndustry)
  // Not in spec §7: the /reference/periodical page needs a list of its own.
  .post('/getPeriodicalList', cachedPublic({ tags: () => [CACHE_TAG.fixed] }), async (c) => {
    const { year, page, pageSize } = await validate(c, periodicalListSchema);
    return ok(c, await periodicalList(dbOf(c), year, { page, pageSize }));
  });
