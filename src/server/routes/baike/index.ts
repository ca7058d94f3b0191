/**
 * /api/baike/* (农业百科 and 我的百科): the tree, hot entries, lists and search, an entry's content and its hub panel,
 * comments, and members' versions. One route file per part, mounted here.
 */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { baikeCommentRoutes } from './comments.ts';
import { baikeHubRoutes } from './hub.ts';
import { baikeImageRoutes } from './images.ts';
import { myBaikeRoutes } from './my.ts';
import { baikeReadRoutes } from './read.ts';

export const baike = new Hono<AppEnv>()
  .route('/', baikeReadRoutes)
  .route('/', baikeHubRoutes)
  .route('/', baikeCommentRoutes)
  .route('/', myBaikeRoutes)
  .route('/', baikeImageRoutes);
