/**
 * /api/baike/* (农业百科 and 我的百科): the tree, hot entries, lists and search, an entry's content and its hub panel,
 * comments, and members' versions. One route file per part, mounted here.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { baikeCommentRoutes } from './comments.ts';
import { baikeHubRoutes } from './hub.ts';

export const baike = new Hono<AppEnv>();

// bkcomm: comments and the hub panel.
baike.route('/', baikeCommentRoutes);
baike.route('/', baikeHubRoutes);
