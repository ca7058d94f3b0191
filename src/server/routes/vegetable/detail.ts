/** /api/vegetable/ getDetail, getEchart and the series download: one product's page (spec §7). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';

export const vegetableDetail = new Hono<AppEnv>();
