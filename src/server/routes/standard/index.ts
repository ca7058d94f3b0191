/** /api/standard/* (spec §7): the list, one standard, and a member's followed standards that change status. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { standardDetailRoutes } from './detail.ts';
import { standardFollowRoutes } from './follow.ts';
import { standardListRoutes } from './list.ts';

export const standard = new Hono<AppEnv>()
  .route('/', standardListRoutes)
  .route('/', standardDetailRoutes)
  .route('/', standardFollowRoutes);
