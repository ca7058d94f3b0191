/**
 * /api/ast/* (农业专题): the topics by category, the provinces of a topic's year, the national series and a
 * province's cities with its series. Public reads cached under the indicator store's tag, which both the indicator
 * import and the topic import drop (each logs an `industry` content event).
 */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { nationwideAnswer, provinceAnswer, seriesAnswer, type Answer } from '#server/services/ast/answers.ts';
import { topicCatalogue } from '#server/services/ast/topics.ts';
import {
  astCategorySchema,
  astNationwideSchema,
  astProvinceSchema,
  astSeriesSchema,
} from '#lib/ast/validators.ts';
import type { Context } from 'hono';

const publicAst = cachedPublic({ tags: () => [CACHE_TAG.industry] });

const answer = <T>(c: Context<AppEnv>, a: Answer<T>) =>
  'refusal' in a ? refuse(c, a.refusal) : ok(c, a.data);

export const ast = new Hono<AppEnv>()
  .post('/getAgriSpecialTopicCatagory', publicAst, async (c) => {
    await validate(c, astCategorySchema);
    return ok(c, await topicCatalogue(c.get('deps').db));
  })
  .post('/getNationwideDataGroupAdcode', publicAst, async (c) => {
    const input = await validate(c, astNationwideSchema);
    return answer(c, await nationwideAnswer(c.get('deps').db, input));
  })
  .post('/getNationwideDataOrderByYear', publicAst, async (c) => {
    const input = await validate(c, astSeriesSchema);
    return answer(c, await seriesAnswer(c.get('deps').db, input));
  })
  .post('/getProvinceData', publicAst, async (c) => {
    const input = await validate(c, astProvinceSchema);
    return answer(c, await provinceAnswer(c.get('deps').db, input));
  });
