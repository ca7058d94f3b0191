/**
 * /api/industry/* (spec §7), 数据检索's indicator store: the domain tree and search, a domain's and related
 * indicators, an indicator's periods, the regions, and the query. getRecentList, getTableList and getOutExcelToken
 * (members' saved queries, editors' tables, the export) are not built yet.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { industryFieldRoutes } from './fields.ts';
import { industryQueryRoutes } from './query.ts';
import { industrySpaceRoutes } from './space.ts';
import { industryTreeRoutes } from './tree.ts';

export const industry = new Hono<AppEnv>()
  .route('/', industryTreeRoutes)
  .route('/', industryFieldRoutes)
  .route('/', industrySpaceRoutes)
  .route('/', industryQueryRoutes);
