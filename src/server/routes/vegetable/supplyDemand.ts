/** /api/vegetable/ getSupplyDemandCityList, getSupplyDemandNameList, getSupplyDemandList, supplyDemandAdd, supplyDemandStatusChange (spec §7). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';

export const vegetableSupplyDemand = new Hono<AppEnv>();
