/** /api/vegetable/ filterList, vegList, getClassIndex, getMarketWeeklyList: the list page's calls (spec §7). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';

export const vegetableList = new Hono<AppEnv>();
