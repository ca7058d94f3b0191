/** /api/vegetable/* (spec §7): the list, one product's series, supply and demand posts, markets and their reports. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { vegetableDetail } from './detail.ts';
import { vegetableList } from './list.ts';
import { vegetableMarket } from './market.ts';
import { vegetableSupplyDemand } from './supplyDemand.ts';

export const vegetable = new Hono<AppEnv>()
  .route('/', vegetableList)
  .route('/', vegetableDetail)
  .route('/', vegetableMarket)
  .route('/', vegetableSupplyDemand);
