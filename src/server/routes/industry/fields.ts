/** /api/industry/ getFieldLists, getRelateLists, getCategory: a domain's indicators, related ones, periods held. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import {
  fieldList,
  relateList,
  UnknownIndicator,
  UnknownIndustryDomain,
} from '#server/services/industry/fields.ts';
import { indicatorCategory } from '#server/services/industry/category.ts';
import { INDUSTRY_MSG } from '#lib/industry/messages.ts';
import { industryDomainSchema, industryIndicatorSchema } from '#lib/industry/validators.ts';
import { publicIndustry } from './shared.ts';

export const industryFieldRoutes = new Hono<AppEnv>()
  .post('/getFieldLists', publicIndustry, async (c) => {
    const input = await validate(c, industryDomainSchema);
    try {
      return ok(c, await fieldList(c.get('deps').db, input.domain));
    } catch (err) {
      if (err instanceof UnknownIndustryDomain) return refuse(c, INDUSTRY_MSG.unknownDomain);
      throw err;
    }
  })
  .post('/getRelateLists', publicIndustry, async (c) => {
    const input = await validate(c, industryIndicatorSchema);
    try {
      return ok(c, await relateList(c.get('deps').db, input.indicator));
    } catch (err) {
      if (err instanceof UnknownIndicator) return refuse(c, INDUSTRY_MSG.unknownIndicator(err.id));
      throw err;
    }
  })
  .post('/getCategory', publicIndustry, async (c) => {
    const input = await validate(c, industryIndicatorSchema);
    try {
      return ok(c, await indicatorCategory(c.get('deps').db, input.indicator));
    } catch (err) {
      if (err instanceof UnknownIndicator) return refuse(c, INDUSTRY_MSG.unknownIndicator(err.id));
      throw err;
    }
  });
