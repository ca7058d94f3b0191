/**
 * /api/industry/* (spec §7), 数据检索's indicator store: the domain tree and search, a domain's and related
 * indicators, an indicator's periods, the regions and the query; members' recent and saved queries, editors'
 * published tables, and the export (an allowance, a token, the streamed XLSX).
 */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { industryExportRoutes } from './export.ts';
import { industryFieldRoutes } from './fields.ts';
import { industryQueryRoutes } from './query.ts';
import { industrySavedRoutes } from './saved.ts';
import { industrySpaceRoutes } from './space.ts';
import { industryTableRoutes } from './tables.ts';
import { industryTreeRoutes } from './tree.ts';

export const industry = new Hono<AppEnv>()
  .route('/', industryTreeRoutes)
  .route('/', industryFieldRoutes)
  .route('/', industrySpaceRoutes)
  .route('/', industryQueryRoutes)
  .route('/', industrySavedRoutes)
  .route('/', industryTableRoutes)
  .route('/', industryExportRoutes);
