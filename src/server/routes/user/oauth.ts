/** WeChat and QQ sign-in calls of /api/user (spec §4, §7): wxOAuth, qqOAuth, checkOAuth, accountMerge, … */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';

export const oauthRoutes = new Hono<AppEnv>();
