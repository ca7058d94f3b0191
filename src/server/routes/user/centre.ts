/** Personal-centre calls of /api/user (spec §7): updateInfo, score, getScoreLists, favourites. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';

export const centreRoutes = new Hono<AppEnv>();
