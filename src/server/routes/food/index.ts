/** /api/food/* (spec §7): the category tree, lists and rankings, search, one food, comparison and today's price. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { foodDetailRoutes } from './detail.ts';
import { foodListRoutes } from './list.ts';

export const food = new Hono<AppEnv>().route('/', foodListRoutes).route('/', foodDetailRoutes);
