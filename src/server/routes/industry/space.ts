/** /api/industry/getSpaceCity: the regions to choose (the country and provinces, or a province's cities). */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { citiesOfProvince, NATIONAL, PROVINCES } from '#server/services/industry/regions.ts';
import { INDUSTRY_MSG } from '#lib/industry/messages.ts';
import { industrySpaceSchema } from '#lib/industry/validators.ts';
import { publicIndustry } from './shared.ts';

export const industrySpaceRoutes = new Hono<AppEnv>().post('/getSpaceCity', publicIndustry, async (c) => {
  const input = await validate(c, industrySpaceSchema);
  if (!input.province) return ok(c, [NATIONAL, ...PROVINCES]);
  const cities = citiesOfProvince(input.province);
  return cities ? ok(c, cities) : refuse(c, INDUSTRY_MSG.unknownProvince);
});
