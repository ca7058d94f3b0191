/** /api/industry/ getFieldLists, getRelateLists, getCategory: a domain's indicators, related ones, periods held. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { fieldList, relateList } from '#server/services/industry/fields.ts';
import { indicatorCategory } from '#server/services/industry/category.ts';
import { industryDomainSchema, industryIndicatorSchema } from '#lib/industry/validators.ts';
import { publicIndustry } from './shared.ts';

// An unknown domain or indicator is a Refusal the services throw (INDUSTRY_MSG), answered by app.ts.
export const industryFieldRoutes = new Hono<AppEnv>()
  .post('/getFieldLists', publicIndustry, async (c) => {
    const input = await validate(c, industryDomainSchema);
    return ok(c, await fieldList(c.get('deps').db, input.domain));
  })
  .post('/getRelateLists', publicIndustry, async (c) => {
    const input = await validate(c, industryIndicatorSchema);
    return ok(c, await relateList(c.get('deps').db, input.indicator));
  })
  .post('/getCategory', publicIndustry, async (c) => {
    const input = await validate(c, industryIndicatorSchema);
    return ok(c, await indicatorCategory(c.get('deps').db, input.indicator));
  });
